import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { blacklistKey } from '#services/configuration/blacklist'
import {
  credentialOfScanRow,
  scanTerms,
  type ScannedCredential,
} from '#services/doors/credential_facts'
import { dayPassSources } from '#forms/day_pass'
import { withCredentialColumns } from '#services/credentials/credential_columns'
import { replacedCards } from '#services/credentials/replaced_cards'
import { decide, type ScanFacts } from '#services/doors/rules/zone_rules'
import { parseRules } from '#services/doors/rules/rule_check'
import { localMoment } from '#services/doors/local_moment'
import type { DoorWithZone } from '#services/doors/door_decision'
import type Device from '#models/device'
import { writePassages, type PassageRow } from '#services/doors/passage_writer'
import {
  deviceContent,
  devicePassageRow,
  NOT_FOR_REVIEW,
  type DevicePassage,
  type DevicePassageOutcome,
} from '#services/devices/device_passages'

/** Rows per INSERT or lookup: well under either engine's bound-parameter limit. */
const CHUNK = 100

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(items.slice(start, start + CHUNK))
  return out
}

/** Every credential the batch's scans name, in any tournament: by badge code and by RFID tag. */
async function credentialsOf(scans: string[]) {
  const terms = scans.map(scanTerms).filter((term) => term !== null)
  const codes = [...new Set(terms.map((term) => term.code))]
  const rfids = [...new Set(terms.map((term) => term.rfid).filter((rfid) => rfid !== ''))]
  const byCode = new Map<string, ScannedCredential>()
  const byRfid = new Map<string, ScannedCredential>()
  const dayPasses = await dayPassSources()
  for (const [part, column, target] of [
    [codes, 'code', byCode],
    [rfids, 'rfid', byRfid],
  ] as const) {
    for (const chunk of chunks(part)) {
      const rows = await withCredentialColumns(
        db.from('forms').whereIn(`forms.${column}`, chunk),
        dayPasses
      ).select(`forms.${column} as matched`)
      for (const row of rows) {
        if (!target.has(String(row.matched)))
          target.set(String(row.matched), credentialOfScanRow(row)!)
      }
    }
  }
  // The badge code wins over an RFID tag, as a single scan reads it.
  return (scan: string): ScannedCredential | null => {
    const term = scanTerms(scan)
    if (!term) return null
    return byCode.get(term.code) ?? (term.rfid !== '' ? byRfid.get(term.rfid) : null) ?? null
  }
}

/** The credentials of these ids, by id (a replaced card's holder, for scans made before it was replaced). */
async function credentialsById(ids: number[]) {
  const byId = new Map<number, ScannedCredential>()
  const dayPasses = await dayPassSources()
  for (const chunk of chunks([...new Set(ids)])) {
    const rows = await withCredentialColumns(db.from('forms').whereIn('forms.id', chunk), dayPasses)
    for (const row of rows) byId.set(Number(row.form_id), credentialOfScanRow(row)!)
  }
  return byId
}

/**
 * The credential each scan named when it was made: its current card's, or a
 * replaced card's holder if the scan came before the replacement (a
 * legitimate offline entry). A replaced card scanned after it was replaced
 * names nobody (`replaced`).
 */
async function credentialsAtScan(passages: DevicePassage[]) {
  const credentialFor = await credentialsOf(passages.map((passage) => passage.scan))
  const credentials = passages.map((passage) => credentialFor(passage.scan))
  const retired = await replacedCards(
    passages.filter((_, index) => credentials[index] === null).map((passage) => passage.scan)
  )
  const earlier = passages.flatMap((passage, index) => {
    const card = credentials[index] === null ? retired.get(passage.scan) : undefined
    return card && passage.at.toJSDate() < card.replacedAt ? [card.formId] : []
  })
  const holders = earlier.length > 0 ? await credentialsById(earlier) : new Map()
  const replaced = passages.map((passage, index) => {
    const card = credentials[index] === null ? retired.get(passage.scan) : undefined
    if (!card) return false
    if (passage.at.toJSDate() >= card.replacedAt) return true
    credentials[index] = holders.get(card.formId) ?? null
    return false
  })
  return { credentials, replaced }
}

async function blacklisted(credentials: ScannedCredential[]): Promise<Set<string>> {
  const keys = [...new Set(credentials.map((c) => blacklistKey(c.holder.name, c.holder.lastName)))]
  const listed = new Set<string>()
  for (const chunk of chunks(keys)) {
    const rows = await db.from('blacklist_entries').whereIn('full_name', chunk).select('full_name')
    for (const row of rows) listed.add(String(row.full_name))
  }
  return listed
}

/**
 * Presence rows of the batch's admitted holders, created outside when
 * missing and locked for the transaction (PostgreSQL; SQLite has one writer
 * once the first insert ran): another sync waits instead of flipping them
 * under us.
 */
async function lockedPresences(
  trx: TransactionClientContract,
  zoneId: number,
  firstSeen: Map<number, string>
) {
  const inside = new Map<number, boolean>()
  for (const chunk of chunks([...firstSeen.entries()])) {
    await trx
      .table('zone_presences')
      .multiInsert(
        chunk.map(([formId, at]) => ({
          form_id: formId,
          zone_id: zoneId,
          inside: false,
          changed_at: at,
        }))
      )
      .onConflict(['form_id', 'zone_id'])
      .ignore()
    const query = trx
      .from('zone_presences')
      .where('zone_id', zoneId)
      .whereIn(
        'form_id',
        chunk.map(([formId]) => formId)
      )
      .select('form_id', 'inside')
    if (trx.dialect.name === 'postgres') query.forUpdate()
    for (const row of await query) inside.set(Number(row.form_id), Boolean(row.inside))
  }
  return inside
}

/**
 * A door device's new passages (keys not recorded yet, in the order taken)
 * recorded in one transaction with a few queries: the credentials, the
 * blacklist and the presences are read once for the batch, the office's
 * decision and the presence flips worked out in order in memory, and the
 * passages inserted in bulk. Same outcome, one per passage, as recording
 * them one by one (`recordDevicePassage`). Null when a key was recorded
 * meanwhile (a concurrent sync of the same queue): nothing was written and
 * the caller records them one by one.
 */
export async function recordPassageBatch(
  device: Device,
  passages: (DevicePassage & { door: DoorWithZone })[]
): Promise<DevicePassageOutcome[] | null> {
  if (passages.length === 0) return []
  const { credentials, replaced } = await credentialsAtScan(passages)
  const listed = await blacklisted(credentials.filter((c) => c !== null))
  const rules = new Map<number, ReturnType<typeof parseRules>>()
  /** Admitted holders, with their first passage's time (a new presence row starts then). */
  const admitted = new Map<number, string>()
  passages.forEach((passage, index) => {
    const credential = credentials[index]
    if (
      passage.verdict === 'admit' &&
      credential &&
      credential.facts.currentTournament &&
      credential.facts.tournamentId === passage.door.zone.tournamentId
    ) {
      if (!admitted.has(credential.holder.id)) {
        admitted.set(credential.holder.id, sqlTimestamp(passage.at))
      }
    }
  })
  try {
    return await db.transaction(async (trx) => {
      const zoneId = passages[0].door.zoneId
      const presence = await lockedPresences(trx, zoneId, admitted)
      const changed = new Map<number, { inside: boolean; at: string }>()
      const seenKeys = new Map<string, { digest: string; outcome: DevicePassageOutcome }>()
      const rows: PassageRow[] = []
      const outcomes = passages.map((passage, index): DevicePassageOutcome => {
        const earlier = seenKeys.get(passage.key)
        if (earlier) {
          const same = earlier.digest === deviceContent(passage)
          if (!same || earlier.outcome.status === 'conflict') return { status: 'conflict' }
          return { status: 'replayed', review: earlier.outcome.review }
        }
        const { door } = passage
        let zoneRules = rules.get(door.zone.id)
        if (!zoneRules) rules.set(door.zone.id, (zoneRules = parseRules(door.zone.rules)))
        const credential = credentials[index]
        const facts: ScanFacts = {
          credential: credential
            ? {
                ...credential.facts,
                blacklisted: listed.has(
                  blacklistKey(credential.holder.name, credential.holder.lastName)
                ),
              }
            : null,
          zone: {
            name: door.zone.name,
            tournamentId: door.zone.tournamentId,
            antiPassback: door.zone.antiPassback,
            rules: zoneRules,
          },
          door: {
            direction: door.direction as ScanFacts['door']['direction'],
            opensAt: door.opensAt,
            closesAt: door.closesAt,
          },
          direction: passage.direction,
          inside: credential ? (presence.get(credential.holder.id) ?? false) : false,
          now: localMoment(passage.at),
          replacedCard: replaced[index],
        }
        const office = decide(facts)
        const formId =
          credential && office.reason !== 'other_tournament' ? credential.holder.id : null
        const review =
          passage.verdict === 'admit' &&
          office.verdict === 'deny' &&
          !NOT_FOR_REVIEW.has(office.reason)
            ? office.reason
            : null
        let counted = false
        if (formId !== null && passage.verdict === 'admit') {
          const inside = presence.get(formId) ?? false
          counted = passage.direction === 'in' ? !inside : inside
          if (counted) {
            presence.set(formId, passage.direction === 'in')
            changed.set(formId, {
              inside: passage.direction === 'in',
              at: sqlTimestamp(passage.at),
            })
          }
        }
        const row = devicePassageRow(device, passage, { formId, review, counted })
        rows.push(row)
        const outcome: DevicePassageOutcome = { status: 'recorded', review }
        seenKeys.set(passage.key, { digest: row.content_digest!, outcome })
        return outcome
      })
      await writePassages(trx, rows)
      await writePresences(trx, zoneId, changed)
      return outcomes
    })
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/** The presences the batch flipped, each to its last state, in one UPDATE per chunk. */
async function writePresences(
  trx: TransactionClientContract,
  zoneId: number,
  changed: Map<number, { inside: boolean; at: string }>
) {
  const moment = trx.dialect.name === 'postgres' ? 'cast(? as timestamptz)' : '?'
  for (const chunk of chunks([...changed.entries()])) {
    const insideCase = chunk.map(([, state]) => `when ? then ${state.inside}`).join(' ')
    const atCase = chunk.map(() => `when ? then ${moment}`).join(' ')
    await trx
      .from('zone_presences')
      .where('zone_id', zoneId)
      .whereIn(
        'form_id',
        chunk.map(([formId]) => formId)
      )
      .update({
        inside: trx.raw(
          `case form_id ${insideCase} end`,
          chunk.map(([formId]) => formId)
        ),
        changed_at: trx.raw(
          `case form_id ${atCase} end`,
          chunk.flatMap(([formId, state]) => [formId, state.at])
        ),
      })
  }
}
