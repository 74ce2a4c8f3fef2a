import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Partner from '#models/partner'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { scanTerms } from '#services/doors/credential_facts'
import { replacedCards } from '#services/credentials/replaced_cards'
import { contentDigest, writePassages, type PassageRow } from '#services/doors/passage_writer'

export type ExternalScan = {
  key: string
  code: string
  doorId: number
  direction: 'in' | 'out'
  verdict: 'admit' | 'deny'
  at?: Date
}

/**
 * What became of each scan: `recorded`, `replayed` (its key was recorded
 * with the same content), `conflict` (its key was recorded with other
 * content) or `unknown_door` (not a door of the partner's tournament).
 */
export type ExternalScanOutcome = {
  key: string
  status: 'recorded' | 'replayed' | 'conflict' | 'unknown_door'
}

/** An external system's decision is recorded as its own, with what it names. */
const MESSAGE = JSON.stringify({ es: 'Paso de un sistema externo', en: 'External system passage' })
/** How far back a vendor's backlog may be dated. */
const OLDEST_HOURS = 48

function keyOf(partner: Partner, key: string) {
  return `partner:${partner.id}:${key}`
}

function digestOf(scan: ExternalScan) {
  return contentDigest(['partner', scan.doorId, scan.direction, scan.code, scan.verdict])
}

/**
 * Records an external access system's passages (decision 0252) through the
 * one passage writer: each names the credential whose current card it read
 * in the partner's tournament (none for an unknown or a replaced card, whose
 * reason says so), keeps the vendor's verdict and time (clamped to the last
 * two days), and is counted once: a resent key is a replay, never a second
 * passage. The partner's system decided; the office's presence count is not
 * moved by it.
 */
export async function recordExternalScans(
  partner: Partner,
  scans: ExternalScan[]
): Promise<ExternalScanOutcome[]> {
  const doorRows = await db
    .from('doors')
    .join('zones', 'zones.id', 'doors.zone_id')
    .whereIn('doors.id', [...new Set(scans.map((scan) => scan.doorId))])
    .where('zones.tournament_id', partner.tournamentId)
    .select('doors.id', 'doors.zone_id')
  const zoneOf = new Map(doorRows.map((row) => [Number(row.id), Number(row.zone_id)]))
  const terms = scans.map((scan) => scanTerms(scan.code))
  const codes = [...new Set(terms.flatMap((term) => (term ? [term.code] : [])))]
  const rfids = [...new Set(terms.flatMap((term) => (term?.rfid ? [term.rfid] : [])))]
  const holders = await db
    .from('forms')
    .where('tournament_id', partner.tournamentId)
    .whereNull('erased_at')
    .where((query) => {
      query.whereIn('code', codes)
      if (rfids.length) query.orWhereIn('rfid', rfids)
    })
    .select('id', 'code', 'rfid')
  const byCode = new Map(holders.map((row) => [String(row.code), Number(row.id)]))
  const byRfid = new Map(
    holders.filter((row) => row.rfid).map((row) => [String(row.rfid), Number(row.id)])
  )
  const unknown = scans.filter((_, index) => {
    const term = terms[index]
    return !term || (!byCode.has(term.code) && !(term.rfid && byRfid.has(term.rfid)))
  })
  const retired = await replacedCards(unknown.map((scan) => scan.code))

  const attempt = async () => {
    const stored = await db
      .from('passages')
      .whereIn(
        'idempotency_key',
        scans.map((scan) => keyOf(partner, scan.key))
      )
      .select('idempotency_key', 'content_digest')
    const seen = new Map(stored.map((row) => [String(row.idempotency_key), row.content_digest]))
    const now = DateTime.now()
    const rows: PassageRow[] = []
    const outcomes = scans.map((scan, index): ExternalScanOutcome => {
      const zoneId = zoneOf.get(scan.doorId)
      if (zoneId === undefined) return { key: scan.key, status: 'unknown_door' }
      const key = keyOf(partner, scan.key)
      const digest = digestOf(scan)
      if (seen.has(key)) {
        return { key: scan.key, status: seen.get(key) === digest ? 'replayed' : 'conflict' }
      }
      seen.set(key, digest)
      const term = terms[index]
      const formId = term
        ? (byCode.get(term.code) ?? (term.rfid ? byRfid.get(term.rfid) : undefined) ?? null)
        : null
      const at = scan.at ? DateTime.fromJSDate(scan.at) : now
      const clamped = at > now ? now : at < now.minus({ hours: OLDEST_HOURS }) ? now : at
      rows.push({
        zone_id: zoneId,
        door_id: scan.doorId,
        form_id: formId,
        user_id: null,
        device_id: null,
        staff_user_id: null,
        offline: false,
        review_reason: null,
        direction: scan.direction,
        verdict: scan.verdict,
        reason: formId !== null ? 'external' : retired.has(scan.code) ? 'card_replaced' : 'unknown',
        message: MESSAGE,
        counted: false,
        idempotency_key: key,
        content_digest: digest,
        created_at: sqlTimestamp(clamped),
        claimed_at: scan.at && !clamped.equals(at) ? sqlTimestamp(at) : null,
        partner_id: partner.id,
      })
      return { key: scan.key, status: 'recorded' }
    })
    if (rows.length) await db.transaction((trx) => writePassages(trx, rows))
    return outcomes
  }
  try {
    return await attempt()
  } catch (error) {
    // The same keys sent twice at once: the second request finds them recorded.
    if (!isUniqueViolation(error)) throw error
    return attempt()
  }
}
