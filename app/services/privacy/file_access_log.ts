import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'

export const FILE_ACCESS_KINDS = [
  'photo',
  'document',
  'signature',
  'receipt',
  'export',
  'badges',
  'person',
] as const
export type FileAccessKind = (typeof FILE_ACCESS_KINDS)[number]

/** Records that the logged-in staff member opened an applicant file or a download. */
export async function recordFileAccess(
  ctx: HttpContext,
  access: { kind: FileAccessKind; formId?: number | null; detail?: string | null }
) {
  await db.table('file_access_logs').insert({
    user_id: ctx.auth.user?.id ?? null,
    form_id: access.formId ?? null,
    kind: access.kind,
    detail: access.detail?.slice(0, 200) ?? null,
    created_at: sqlTimestamp(DateTime.now()),
  })
}

/**
 * Records one download that shows several requests (a badge print): one row
 * per request, so every id is named and each request's page lists it.
 */
export async function recordFileAccessOfEach(
  ctx: HttpContext,
  access: { kind: FileAccessKind; formIds: number[]; detail: string }
) {
  const now = sqlTimestamp(DateTime.now())
  const userId = ctx.auth.user?.id ?? null
  for (let start = 0; start < access.formIds.length; start += 500) {
    await db.table('file_access_logs').multiInsert(
      access.formIds.slice(start, start + 500).map((formId) => ({
        user_id: userId,
        form_id: formId,
        kind: access.kind,
        detail: access.detail.slice(0, 200),
        created_at: now,
      }))
    )
  }
}

/** A log row with its staff member's name, as read (shaped by FileAccessTransformer). */
export type FileAccessRow = {
  id: number | string
  kind: string
  detail: string | null
  form_id: number | string | null
  user_name: string | null
  user_last_name: string | null
  created_at: unknown
}

function withUsers() {
  return db
    .from('file_access_logs')
    .leftJoin('users', 'users.id', 'file_access_logs.user_id')
    .select('file_access_logs.*', 'users.name as user_name', 'users.last_name as user_last_name')
}

/** Who opened a request's files, newest first (the request's page). */
export async function fileAccessOf(formId: number, limit = 30): Promise<FileAccessRow[]> {
  return withUsers()
    .where('file_access_logs.form_id', formId)
    .orderBy('file_access_logs.id', 'desc')
    .limit(limit)
}

export const ACCESS_LOG_PAGE_SIZE = 50

/** The whole log, newest first, optionally one staff member's (the admin screen). */
export async function fileAccessLog(filters: { userId: number | null; page: number }) {
  const query = withUsers()
  if (filters.userId) query.where('file_access_logs.user_id', filters.userId)
  const [counted] = await db
    .from('file_access_logs')
    .if(filters.userId, (scoped) => scoped.where('user_id', filters.userId!))
    .count('* as total')
  const rows: FileAccessRow[] = await query
    .orderBy('file_access_logs.id', 'desc')
    .limit(ACCESS_LOG_PAGE_SIZE)
    .offset((filters.page - 1) * ACCESS_LOG_PAGE_SIZE)
  const total = Number(counted.total)
  return {
    entries: rows,
    pagination: {
      currentPage: filters.page,
      lastPage: Math.max(1, Math.ceil(total / ACCESS_LOG_PAGE_SIZE)),
      total,
    },
  }
}
