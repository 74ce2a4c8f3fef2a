import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { decide, type Decision, type ScanDirection } from '#services/doors/rules/zone_rules'
import { scannedCredential, type DoorHolder } from '#services/doors/credential_facts'
import { localMoment } from '#services/doors/local_moment'
import { decideAtDoor, type DoorWithZone } from '#services/doors/door_decision'

export type ScanRequest = {
  door: DoorWithZone
  scan: string
  direction: ScanDirection
  /** Made by the steward's screen for this one scan: a retry sends it again. */
  key: string
  userId: number
  at?: DateTime
}

export type ScanOutcome =
  | {
      status: 'decided'
      /** This key had been recorded already: the same answer, nothing written. */
      replayed: boolean
      decision: Decision
      holder: DoorHolder | null
      /** Who is inside the zone changed: occupancy moved. */
      counted: boolean
    }
  /** The key belongs to another scan (another door or direction). */
  | { status: 'key_conflict' }

/** The presence row exists before any guarded update (outside so a race inserts it once). */
export async function ensurePresence(formId: number, zoneId: number, now: DateTime) {
  await db
    .table('zone_presences')
    .insert({ form_id: formId, zone_id: zoneId, inside: false, changed_at: sqlTimestamp(now) })
    .onConflict(['form_id', 'zone_id'])
    .ignore()
}

/**
 * Flips presence with a guarded UPDATE (in: only from outside, out: only
 * from inside). One row changes or none: of two doors scanning the same badge
 * at the same instant, exactly one flips it.
 */
export async function flipPresence(
  trx: TransactionClientContract,
  formId: number,
  zoneId: number,
  direction: ScanDirection,
  now: DateTime
): Promise<boolean> {
  const changed = await trx
    .from('zone_presences')
    .where({ form_id: formId, zone_id: zoneId, inside: direction === 'out' })
    .update({ inside: direction === 'in', changed_at: sqlTimestamp(now) })
  return Number(changed) === 1
}

async function replay(request: ScanRequest): Promise<ScanOutcome> {
  const passage = await db.from('passages').where('idempotency_key', request.key).first()
  if (
    !passage ||
    Number(passage.door_id) !== request.door.id ||
    passage.direction !== request.direction
  ) {
    return { status: 'key_conflict' }
  }
  const found = await scannedCredential(request.scan)
  const holder = found && found.holder.id === Number(passage.form_id) ? found.holder : null
  return {
    status: 'decided',
    replayed: true,
    decision: {
      verdict: passage.verdict,
      reason: passage.reason,
      message: JSON.parse(passage.message),
    },
    holder,
    counted: Boolean(passage.counted),
  }
}

/**
 * One scan at a door, decided by the rules engine on facts read now and
 * recorded exactly once per key: the passage (unique key) and the presence
 * flip commit together. An entry that loses the race for the presence row
 * (the same badge at another door) is decided again as already inside.
 */
export async function recordScan(request: ScanRequest): Promise<ScanOutcome> {
  const { door } = request
  const zone = door.zone
  const now = request.at ?? DateTime.now()
  const decided = await decideAtDoor({
    door,
    scan: request.scan,
    direction: request.direction,
    now: localMoment(now),
  })
  const { facts } = decided
  let decision = decided.decision
  /** A badge of another tournament is refused naming nobody: its holder is not the steward's to see. */
  const holder = decision.reason === 'other_tournament' ? null : decided.holder
  let counted = false
  const formId = holder?.id ?? null
  const insertPassage = (client: TransactionClientContract | typeof db) =>
    client.table('passages').insert({
      zone_id: zone.id,
      door_id: door.id,
      form_id: formId,
      user_id: request.userId,
      direction: request.direction,
      verdict: decision.verdict,
      reason: decision.reason,
      message: JSON.stringify(decision.message),
      counted,
      idempotency_key: request.key,
      created_at: sqlTimestamp(now),
    })
  try {
    // A refusal changes no presence: its passage alone, without a transaction.
    if (formId === null || decision.verdict !== 'admit') await insertPassage(db)
    else {
      if (!decided.presenceExists) await ensurePresence(formId, zone.id, now)
      await db.transaction(async (trx) => {
        counted = await flipPresence(trx, formId, zone.id, request.direction, now)
        if (!counted && request.direction === 'in' && zone.antiPassback) {
          decision = decide({ ...facts, inside: true })
        }
        await insertPassage(trx)
      })
    }
  } catch (error) {
    if (isUniqueViolation(error)) return replay(request)
    throw error
  }
  return { status: 'decided', replayed: false, decision, holder, counted }
}
