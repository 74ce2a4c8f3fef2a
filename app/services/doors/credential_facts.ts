import db from '@adonisjs/lucid/services/db'
import { deskGateStatus } from '#services/gates/gate_status'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { parseFlags } from '#support/permission_flags'
import { storedMoment } from '#support/sql_time'
import { isBlacklisted } from '#services/configuration/blacklist'
import { normalizeBadgeCode, normalizeRfid } from '#services/scanning/scan_codes'
import {
  decide,
  type CredentialFacts,
  type Decision,
  type ScanFacts,
} from '#services/doors/rules/zone_rules'

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

/** What a scan may name: a badge code, or an RFID tag ('' when it cannot be one); null: nothing. */
export function scanTerms(raw: unknown): { code: string; rfid: string } | null {
  const scan = typeof raw === 'string' ? raw.trim() : ''
  if (scan === '' || scan.length > MAX_SCAN_LENGTH) return null
  return { code: normalizeBadgeCode(scan), rfid: normalizeRfid(scan) }
}

/**
 * Adds to a query that has `forms` (matched by the scan) what the engine
 * needs of the credential: its tournament, template, day pass, with the
 * columns `credentialOfRow` reads. The badge code wins over an RFID tag.
 */
export function withCredentialColumns(
  query: DatabaseQueryBuilderContract,
  terms: { code: string }
): DatabaseQueryBuilderContract {
  return query
    .leftJoin(
      'tournaments as credential_tournament',
      'credential_tournament.id',
      'forms.tournament_id'
    )
    .leftJoin('permissions', 'permissions.id', 'forms.permission_id')
    .leftJoin('player_details', 'player_details.form_id', 'forms.id')
    .leftJoin('guest_details', 'guest_details.form_id', 'forms.id')
    .orderByRaw('case when forms.code = ? then 0 else 1 end', [terms.code])
    .select(
      'forms.id as form_id',
      'forms.name as form_name',
      'forms.last_name',
      'forms.type as form_type',
      'forms.category',
      'forms.state',
      'forms.access_status',
      'forms.gate_decision',
      'forms.photo_path',
      'forms.tournament_id as form_tournament_id',
      'forms.custom_permission',
      'credential_tournament.is_current',
      'permissions.flags as template_flags',
      db.raw('coalesce(player_details.day_pass, guest_details.day_pass) as day_pass'),
      db.raw(
        'coalesce(player_details.date_permission, guest_details.date_permission) as date_permission'
      ),
      db.raw(
        'coalesce(player_details.end_permission, guest_details.end_permission) as end_permission'
      )
    )
}

function isoDay(raw: unknown): string | null {
  const moment = storedMoment(raw)
  return moment ? moment.toISOString().slice(0, 10) : null
}

/**
 * The credential of a row read with `withCredentialColumns`; null when the
 * scan named none. `blacklisted` is false here: the blacklist is read only
 * when it changes the answer (`decideReadingBlacklist`).
 */
export function credentialOfRow(row: Record<string, any> | null): ScannedCredential | null {
  if (!row || row.form_id === null || row.form_id === undefined) return null
  const from = row.day_pass ? isoDay(row.date_permission) : null
  return {
    holder: {
      id: Number(row.form_id),
      name: String(row.form_name),
      lastName: String(row.last_name),
      category: String(row.category),
      type: String(row.form_type),
      hasPhoto: Boolean(row.photo_path),
    },
    facts: {
      tournamentId: Number(row.form_tournament_id),
      currentTournament: Boolean(row.is_current),
      state: String(row.state),
      accessStatus: deskGateStatus(row),
      blacklisted: false,
      type: String(row.form_type),
      category: String(row.category),
      zones: { ...parseFlags(row.template_flags), ...parseFlags(row.custom_permission) },
      days: from ? { from, to: isoDay(row.end_permission) ?? from } : null,
    },
  }
}

/** The credential a badge code or RFID tag names, in any tournament (so a badge of another one is told so). */
export async function scannedCredential(raw: string): Promise<ScannedCredential | null> {
  const terms = scanTerms(raw)
  if (!terms) return null
  const query = db.from('forms').where((match) => {
    match.where('forms.code', terms.code)
    if (terms.rfid !== '') match.orWhere('forms.rfid', terms.rfid)
  })
  return credentialOfRow(await withCredentialColumns(query, terms).first())
}

/**
 * The engine's answer, reading the blacklist only when it changes it: most
 * scans (exits, refusals before that check) need no second query. The facts
 * returned carry what was read, so deciding them again agrees.
 */
export async function decideReadingBlacklist(
  facts: ScanFacts,
  holder: DoorHolder | null
): Promise<{ facts: ScanFacts; decision: Decision }> {
  const credential = facts.credential
  const clean = decide(facts)
  if (!credential || !holder) return { facts, decision: clean }
  const listedFacts = { ...facts, credential: { ...credential, blacklisted: true } }
  const listed = decide(listedFacts)
  if (listed.reason === clean.reason) return { facts, decision: clean }
  return (await isBlacklisted(holder.name, holder.lastName))
    ? { facts: listedFacts, decision: listed }
    : { facts, decision: clean }
}
