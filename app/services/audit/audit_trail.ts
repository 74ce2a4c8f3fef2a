import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlTimestamp, storedMoment } from '#support/sql_time'
import { containsPattern } from '#support/like_pattern'

/**
 * What the audit trail records, one row each. Every domain may write its
 * own (the domain sits right above security): sign-in, second factors,
 * passwords, users and capabilities, permission templates, exports,
 * personal-data exports and erasures, devices and configuration.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'second_factor_failed',
  'second_factor_enrolled',
  'second_factor_removed',
  'second_factor_reset',
  'recovery_codes_issued',
  'recovery_code_used',
  'password_changed',
  'password_reset',
  'signed_out_everywhere',
  'session_ended',
  'user_created',
  'user_updated',
  'permission_changed',
  'export',
  'person_data_exported',
  'person_erased',
  'device_paired',
  'device_revoked',
  'configuration_changed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Who acted and from where (the HTTP layer fills it from the request). */
export type AuditActor = { actorId: number | null; actorLabel: string | null; ip: string | null }

export type AuditEntry = AuditActor & {
  action: AuditAction
  /** The object acted on: a user, a form (a person's request), a device, a setting… */
  objectType?: string | null
  objectId?: number | null
  /** What changed; never a password, a code or a secret. */
  details?: Record<string, unknown>
}

/** The columns whose value differs between two snapshots of a row (its update time aside). */
export function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.keys(after).filter(
    (column) =>
      column !== 'updatedAt' && JSON.stringify(before[column]) !== JSON.stringify(after[column])
  )
}

/** A command or job acting without a signed-in user. */
export const SYSTEM_ACTOR: AuditActor = { actorId: null, actorLabel: 'system', ip: null }

/**
 * Appends one row, in the caller's transaction when given, so an action and
 * its record commit (or roll back) together. The app never updates or
 * deletes a row, except the retention sweep.
 */
export async function recordAudit(entry: AuditEntry, client?: QueryClientContract) {
  const [inserted] = await (client ?? db)
    .table('audit_events')
    .insert({
      occurred_at: sqlTimestamp(DateTime.now()),
      actor_id: entry.actorId,
      actor_label: entry.actorLabel?.slice(0, 254) ?? null,
      action: entry.action,
      object_type: entry.objectType ?? null,
      object_id: entry.objectId ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .returning('id')
  return Number(typeof inserted === 'object' ? inserted.id : inserted)
}

/** The row written for an object (a queued export's row, for its job to link). */
export async function auditEventOf(action: AuditAction, objectType: string, objectId: number) {
  const row = await db
    .from('audit_events')
    .where({ action, object_type: objectType, object_id: objectId })
    .orderBy('id', 'desc')
    .first()
  return row ? Number(row.id) : null
}

/** Notes which requests an export row contained (a person's data export lists it). */
export async function linkAuditForms(eventId: number, formIds: number[]) {
  for (let start = 0; start < formIds.length; start += 500) {
    await db
      .table('audit_event_forms')
      .multiInsert(
        formIds
          .slice(start, start + 500)
          .map((formId) => ({ audit_event_id: eventId, form_id: formId }))
      )
  }
}

export type AuditFilters = {
  action: AuditAction | null
  actorId: number | null
  /** Part of the account or email the row names (a failed sign-in has no actor id). */
  label: string | null
  /** The start of the address (a whole one, or a network such as `10.0.`). */
  ip: string | null
  objectType: string | null
  objectId: number | null
  /** Days, YYYY-MM-DD, inclusive. */
  from: string | null
  to: string | null
}

export type AuditRow = {
  id: number
  occurredAt: string
  actorId: number | null
  actorLabel: string | null
  actorName: string | null
  action: AuditAction
  objectType: string | null
  objectId: number | null
  ip: string | null
  details: Record<string, unknown>
}

function filtered(filters: AuditFilters) {
  const query = db.from('audit_events').leftJoin('users', 'users.id', 'audit_events.actor_id')
  if (filters.action) query.where('audit_events.action', filters.action)
  if (filters.actorId) query.where('audit_events.actor_id', filters.actorId)
  if (filters.label) {
    query.whereRaw(`lower(audit_events.actor_label) like ? escape '\\'`, [
      containsPattern(filters.label),
    ])
  }
  if (filters.ip) {
    query.whereRaw(`audit_events.ip like ? escape '\\'`, [
      `${filters.ip.replace(/[\\%_]/g, '\\$&')}%`,
    ])
  }
  if (filters.objectType) query.where('audit_events.object_type', filters.objectType)
  if (filters.objectId) query.where('audit_events.object_id', filters.objectId)
  if (filters.from) query.where('audit_events.occurred_at', '>=', `${filters.from} 00:00:00`)
  if (filters.to) query.where('audit_events.occurred_at', '<=', `${filters.to} 23:59:59`)
  return query
}

function toRow(row: Record<string, any>): AuditRow {
  let details: Record<string, unknown> = {}
  try {
    details = JSON.parse(String(row.details))
  } catch {}
  return {
    id: Number(row.id),
    occurredAt: storedMoment(row.occurred_at)?.toISOString() ?? '',
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorLabel: row.actor_label,
    actorName: row.user_name ? `${row.user_name} ${row.user_last_name}`.trim() : null,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id === null ? null : Number(row.object_id),
    ip: row.ip,
    details,
  }
}

const COLUMNS = [
  'audit_events.*',
  'users.name as user_name',
  'users.last_name as user_last_name',
] as const

export const AUDIT_PAGE_SIZE = 50

/** One page of matching rows, newest first. */
export async function searchAudit(filters: AuditFilters, page: number) {
  const [{ total }] = await filtered(filters).count('* as total')
  const rows = await filtered(filters)
    .orderBy('audit_events.id', 'desc')
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .limit(AUDIT_PAGE_SIZE)
    .select(...COLUMNS)
  const lastPage = Math.max(1, Math.ceil(Number(total) / AUDIT_PAGE_SIZE))
  return {
    rows: rows.map(toRow),
    pagination: { currentPage: page, lastPage, total: Number(total) },
  }
}

/** Every matching row, oldest first, in batches (an export of a season's trail). */
export async function* allAudit(filters: AuditFilters): AsyncGenerator<AuditRow> {
  let after = 0
  for (;;) {
    const rows = await filtered(filters)
      .where('audit_events.id', '>', after)
      .orderBy('audit_events.id')
      .limit(1000)
      .select(...COLUMNS)
    if (rows.length === 0) return
    for (const row of rows) yield toRow(row)
    after = Number(rows[rows.length - 1].id)
  }
}

/**
 * The rows about a person's requests (their data export): the rows about each
 * request and the exports that contained one.
 */
export async function auditOfForms(formIds: number[]): Promise<(AuditRow & { forms: number[] })[]> {
  if (formIds.length === 0) return []
  const rows = await db
    .from('audit_events')
    .leftJoin('users', 'users.id', 'audit_events.actor_id')
    .where((about) =>
      about
        .where('audit_events.object_type', 'form')
        .whereIn('audit_events.object_id', formIds)
        .orWhereIn('audit_events.id', (held) =>
          held.from('audit_event_forms').whereIn('form_id', formIds).select('audit_event_id')
        )
    )
    .orderBy('audit_events.id')
    .select(...COLUMNS)
  const held = await db
    .from('audit_event_forms')
    .whereIn('form_id', formIds)
    .whereIn(
      'audit_event_id',
      rows.map((row) => row.id)
    )
    .select('audit_event_id', 'form_id')
  return rows.map((row) => ({
    ...toRow(row),
    forms: held
      .filter((link) => Number(link.audit_event_id) === Number(row.id))
      .map((link) => Number(link.form_id)),
  }))
}

/** Deletes the rows older than the retention; the number deleted. */
export async function pruneAudit(retentionDays: number, now = DateTime.now()) {
  const cutoff = sqlTimestamp(now.minus({ days: retentionDays }))
  return Number(await db.from('audit_events').where('occurred_at', '<', cutoff).delete())
}
