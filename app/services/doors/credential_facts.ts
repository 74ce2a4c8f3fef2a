import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { parseFlags } from '#support/permission_flags'
import { storedMoment } from '#support/sql_time'
import { isBlacklisted } from '#services/configuration/blacklist'
import { normalizeBadgeCode, normalizeRfid } from '#services/scanning/scan_codes'
import type { CredentialFacts } from '#services/doors/rules/zone_rules'

/** Who the steward sees on the answer: never a document or an address. */
export type DoorHolder = {
  id: number
  name: string
  lastName: string
  category: string
  type: string
  hasPhoto: boolean
}

export type ScannedCredential = { holder: DoorHolder; facts: CredentialFacts }

const MAX_SCAN_LENGTH = 64

function isoDay(raw: unknown): string | null {
  const moment = storedMoment(raw)
  return moment ? moment.toISOString().slice(0, 10) : null
}

/**
 * The credential a badge code or RFID tag names, in any tournament (so a
 * badge of another one is told so), with everything the engine needs, read
 * in one query plus the blacklist: its state and gate status now, its zones
 * (template flags with its own on top) and its day pass.
 */
export async function scannedCredential(
  raw: string,
  client?: TransactionClientContract
): Promise<ScannedCredential | null> {
  const scan = typeof raw === 'string' ? raw.trim() : ''
  if (scan === '' || scan.length > MAX_SCAN_LENGTH) return null
  const code = normalizeBadgeCode(scan)
  const rfid = normalizeRfid(scan)
  const row = await (client ?? db)
    .from('forms')
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .leftJoin('permissions', 'permissions.id', 'forms.permission_id')
    .leftJoin('player_details', 'player_details.form_id', 'forms.id')
    .leftJoin('guest_details', 'guest_details.form_id', 'forms.id')
    .where((match) => {
      match.where('forms.code', code)
      if (rfid !== '') match.orWhere('forms.rfid', rfid)
    })
    .orderByRaw('case when forms.code = ? then 0 else 1 end', [code])
    .select(
      'forms.id',
      'forms.name',
      'forms.last_name',
      'forms.type',
      'forms.category',
      'forms.state',
      'forms.access_status',
      'forms.photo_path',
      'forms.tournament_id',
      'forms.custom_permission',
      'tournaments.is_current',
      'permissions.flags as template_flags',
      db.raw('coalesce(player_details.day_pass, guest_details.day_pass) as day_pass'),
      db.raw(
        'coalesce(player_details.date_permission, guest_details.date_permission) as date_permission'
      ),
      db.raw(
        'coalesce(player_details.end_permission, guest_details.end_permission) as end_permission'
      )
    )
    .first()
  if (!row) return null
  const from = row.day_pass ? isoDay(row.date_permission) : null
  return {
    holder: {
      id: Number(row.id),
      name: String(row.name),
      lastName: String(row.last_name),
      category: String(row.category),
      type: String(row.type),
      hasPhoto: Boolean(row.photo_path),
    },
    facts: {
      tournamentId: Number(row.tournament_id),
      currentTournament: Boolean(row.is_current),
      state: String(row.state),
      accessStatus: row.access_status ? String(row.access_status) : null,
      blacklisted: await isBlacklisted(String(row.name), String(row.last_name)),
      type: String(row.type),
      category: String(row.category),
      zones: { ...parseFlags(row.template_flags), ...parseFlags(row.custom_permission) },
      days: from ? { from, to: isoDay(row.end_permission) ?? from } : null,
    },
  }
}
