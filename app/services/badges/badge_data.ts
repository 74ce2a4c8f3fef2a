import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { activeFlags, parseFlags } from '#support/permission_flags'
import { storedMoment } from '#support/sql_time'
import { restrictToScope, type FormScope } from '#services/auth/form_access'

/** What one badge shows, read in one query per batch (photos are read as each page is drawn). */
export type BadgeData = {
  id: number
  name: string
  lastName: string
  type: string
  category: string
  code: string
  rfid: string | null
  photoPath: string | null
  color: string | null
  zones: string[]
  tournament: {
    name: string
    year: number
    startsOn: Date
    endsOn: Date
    format: string
    colors: string
  }
  /** A day pass's first and last day; null for the whole tournament. */
  days: { from: Date; to: Date } | null
}

/**
 * Ids in this order, approved, not erased, in the user's desk scope (this
 * year's tournaments, types they review): the forms a print may print.
 */
export async function printableIds(ids: number[], scope: FormScope) {
  if (ids.length === 0) return []
  const rows = await restrictToScope(
    db
      .from('forms')
      .whereIn('forms.id', ids)
      .where('forms.state', 'approved')
      .whereNull('forms.erased_at'),
    scope
  ).select('forms.id')
  const printable = new Set(rows.map((row) => Number(row.id)))
  return ids.filter((id) => printable.has(id))
}

function day(raw: unknown): Date | null {
  return storedMoment(raw)
}

/**
 * The badges of these forms (already checked printable), in the order given;
 * through the caller's transaction when it has one (a decision mail says what
 * the badge will).
 */
export async function badgeData(
  ids: number[],
  client?: TransactionClientContract
): Promise<BadgeData[]> {
  if (ids.length === 0) return []
  const rows = await (client ?? db)
    .from('forms')
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .leftJoin('permissions', 'permissions.id', 'forms.permission_id')
    .leftJoin('player_details', 'player_details.form_id', 'forms.id')
    .leftJoin('guest_details', 'guest_details.form_id', 'forms.id')
    .whereIn('forms.id', ids)
    .select(
      'forms.id',
      'forms.name',
      'forms.last_name',
      'forms.type',
      'forms.category',
      'forms.code',
      'forms.rfid',
      'forms.photo_path',
      'forms.color',
      'forms.custom_permission',
      'permissions.flags as template_flags',
      'tournaments.name as tournament_name',
      'tournaments.year as tournament_year',
      'tournaments.starts_on',
      'tournaments.ends_on',
      'tournaments.badge_format',
      'tournaments.badge_colors',
      db.raw('coalesce(player_details.day_pass, guest_details.day_pass) as day_pass'),
      db.raw(
        'coalesce(player_details.date_permission, guest_details.date_permission) as date_permission'
      ),
      db.raw(
        'coalesce(player_details.end_permission, guest_details.end_permission) as end_permission'
      )
    )
  const byId = new Map(
    rows.map((row) => {
      const from = row.day_pass ? day(row.date_permission) : null
      const badge: BadgeData = {
        id: Number(row.id),
        name: String(row.name),
        lastName: String(row.last_name),
        type: String(row.type),
        category: String(row.category),
        code: String(row.code),
        rfid: row.rfid ? String(row.rfid) : null,
        photoPath: row.photo_path ? String(row.photo_path) : null,
        color:
          typeof row.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(row.color) ? row.color : null,
        /** The request's own zones win over its template's (a 0 takes a zone away). */
        zones: activeFlags({
          ...parseFlags(row.template_flags),
          ...parseFlags(row.custom_permission),
        }),
        tournament: {
          name: String(row.tournament_name),
          year: Number(row.tournament_year),
          startsOn: day(row.starts_on)!,
          endsOn: day(row.ends_on)!,
          format: String(row.badge_format),
          colors: String(row.badge_colors),
        },
        days: from ? { from, to: day(row.end_permission) ?? from } : null,
      }
      return [badge.id, badge] as const
    })
  )
  return ids.map((id) => byId.get(id)).filter((badge): badge is BadgeData => badge !== undefined)
}
