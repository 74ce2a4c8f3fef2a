import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { isBlacklisted } from '#services/configuration/blacklist'
import { normalizeBadgeCode, normalizeRfid } from '#services/scanning/scan_codes'
import { dayPassSources, type DayPassSource } from '#forms/day_pass'
import { withCredentialColumns } from '#services/credentials/credential_columns'
import { credentialOfRow, type Credential } from '#services/credentials/credential'
import type { Labels } from '#services/credentials/credential_labels'
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
  categoryLabel: Labels
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
 * Adds to a query that has `forms` (matched by the scan) the credential's
 * columns, and whether the scan is a replaced card's code or tag. The badge
 * code wins over an RFID tag.
 */
export function withScannedCredential(
  query: DatabaseQueryBuilderContract,
  terms: { code: string; rfid: string },
  dayPasses: DayPassSource[]
): DatabaseQueryBuilderContract {
  return withCredentialColumns(query, dayPasses)
    .orderByRaw('case when forms.code = ? then 0 else 1 end', [terms.code])
    .select(
      /** Asked only when the scan named no current card: most scans skip the lookup. */
      db.raw(
        'case when forms.id is null then (select count(*) from form_cards where form_cards.code = ? or form_cards.rfid = ?) else 0 end as replaced_card',
        [terms.code, terms.rfid]
      )
    )
}

/** What the rules engine and the steward's screen take of a credential. */
export function doorCredential(credential: Credential): ScannedCredential {
  return {
    holder: {
      id: credential.id,
      name: credential.holder.name,
      lastName: credential.holder.lastName,
      category: credential.holder.category,
      categoryLabel: credential.holder.categoryLabel,
      type: credential.holder.type,
      hasPhoto: credential.holder.photoPath !== null,
    },
    facts: {
      tournamentId: credential.tournament.id,
      currentTournament: credential.tournament.isCurrent,
      state: credential.state,
      accessStatus: credential.gateStatus,
      blacklisted: false,
      type: credential.holder.type,
      category: credential.holder.category,
      zones: credential.zones,
      days: credential.dayPass,
    },
  }
}

/**
 * The credential of a row read with `withScannedCredential`; null when the
 * scan named none. `blacklisted` is false here: the blacklist is read only
 * when it changes the answer (`decideReadingBlacklist`).
 */
export function credentialOfScanRow(row: Record<string, any> | null): ScannedCredential | null {
  const credential = credentialOfRow(row)
  return credential ? doorCredential(credential) : null
}

/** A scan that names no credential but a card replaced since: refused as such, naming nobody. */
export function namesReplacedCard(row: Record<string, any> | null | undefined): boolean {
  return Number(row?.replaced_card ?? 0) > 0
}

/** The credential a badge code or RFID tag names, in any tournament (so a badge of another one is told so). */
export async function scannedCredential(raw: string): Promise<ScannedCredential | null> {
  const terms = scanTerms(raw)
  if (!terms) return null
  const query = db.from('forms').where((match) => {
    match.where('forms.code', terms.code)
    if (terms.rfid !== '') match.orWhere('forms.rfid', terms.rfid)
  })
  return credentialOfScanRow(
    await withScannedCredential(query, terms, await dayPassSources()).first()
  )
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
