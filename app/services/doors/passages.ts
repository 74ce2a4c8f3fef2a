import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { preparedQuery } from '#support/compiled_query'
import { decide, type Decision, type ScanDirection } from '#services/doors/rules/zone_rules'
import { scannedCredential, type DoorHolder } from '#services/doors/credential_facts'
import { localMoment } from '#services/doors/local_moment'
import {
  decideScan,
  readScanAtDoor,
  type DecidedScan,
  type ScanRead,
  type Scanner,
} from '#services/doors/door_decision'

/** One scan, by a steward's account or a paired door device. */
export type ScanRequest = Scanner & {
  doorId: number
  scan: string
  direction: ScanDirection
  /** Made by the steward's screen for this one scan: a retry sends it again. */
  key: string
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
      zoneId: number
    }
  /** The key belongs to another scan (another door or direction). */
  | { status: 'key_conflict' }
  /** Not a door this account or device may scan at (or none): nothing was read. */
  | { status: 'not_steward' }

type Passage = {
  zoneId: number
  doorId: number
  formId: number | null
  userId: number | null
  deviceId: number | null
  direction: ScanDirection
  key: string
  at: string
}

function passageRow(passage: Passage, decision: Decision, counted: boolean) {
  return {
    zone_id: passage.zoneId,
    door_id: passage.doorId,
    form_id: passage.formId,
    user_id: passage.userId,
    device_id: passage.deviceId,
    direction: passage.direction,
    verdict: decision.verdict,
    reason: decision.reason,
    message: JSON.stringify(decision.message),
    counted,
    idempotency_key: passage.key,
    created_at: passage.at,
  }
}

/** A passage's insert as plain SQL: a refusal is most of a door's writes, knex's insert compiler its largest cost. */
function insertPassage(row: ReturnType<typeof passageRow>, client?: TransactionClientContract) {
  const columns = Object.keys(row)
  return preparedQuery(
    'passage-insert',
    `insert into passages (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    Object.values(row),
    client
  )
}

/**
 * The guarded presence flip, returning a row only when it changed: an entry
 * creates the row or flips it from outside, an exit flips it from inside.
 * Of two doors scanning the same badge at the same instant, one flips it.
 */
function flipSql(direction: ScanDirection): string {
  return direction === 'in'
    ? `insert into zone_presences (form_id, zone_id, inside, changed_at) values (?, ?, true, ?)
       on conflict (form_id, zone_id) do update set inside = true, changed_at = excluded.changed_at
       where zone_presences.inside = false returning id`
    : `update zone_presences set inside = false, changed_at = ?
       where form_id = ? and zone_id = ? and inside = true returning id`
}

function flipBindings(passage: Passage): (string | number)[] {
  return passage.direction === 'in'
    ? [passage.formId!, passage.zoneId, passage.at]
    : [passage.at, passage.formId!, passage.zoneId]
}

/**
 * An admission: the presence flip and the passage commit together, the
 * passage saying `won` if the flip happened and `lost` if not. PostgreSQL
 * does it in one statement (one round trip); SQLite, which has no writes in
 * a WITH, in a transaction. A unique key violation undoes both.
 */
async function admit(passage: Passage, won: Decision, lost: Decision) {
  if (db.connection().dialect.name === 'postgres') {
    const row = passageRow(passage, won, true)
    const columns = Object.keys(row)
    const lostRow = passageRow(passage, lost, false)
    const pick = (field: 'verdict' | 'reason' | 'message') => [row[field], lostRow[field]]
    const [outcome] = await preparedQuery(
      `passage-admit-${passage.direction}`,
      `with flip as (${flipSql(passage.direction)})
       insert into passages (${columns.join(', ')})
       select ?::integer, ?::integer, ?::integer, ?::integer, ?::integer, ?,
         case when flipped then ? else ? end, case when flipped then ? else ? end,
         case when flipped then ? else ? end, flipped, ?, ?::timestamptz
       from (select exists (select 1 from flip) as flipped) as outcome
       returning counted`,
      [
        ...flipBindings(passage),
        row.zone_id,
        row.door_id,
        row.form_id,
        row.user_id,
        row.device_id,
        row.direction,
        ...pick('verdict'),
        ...pick('reason'),
        ...pick('message'),
        row.idempotency_key,
        row.created_at,
      ]
    )
    return Boolean(outcome.counted)
  }
  return db.transaction(async (trx: TransactionClientContract) => {
    const flipped = await trx.rawQuery(flipSql(passage.direction), flipBindings(passage))
    const counted = flipped.length === 1
    await insertPassage(passageRow(passage, counted ? won : lost, counted), trx)
    return counted
  })
}

async function replay(request: ScanRequest, read: ScanRead): Promise<ScanOutcome> {
  const passage = await db.from('passages').where('idempotency_key', request.key).first()
  if (
    !passage ||
    Number(passage.door_id) !== read.door.id ||
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
    zoneId: read.door.zoneId,
  }
}

/** A scan read and decided, not yet recorded. */
export type DecidedRequest = {
  request: ScanRequest
  read: ScanRead
  decided: DecidedScan
  now: DateTime
}

/** Reads a scan's facts now (one query) and decides it; null when this scanner may not scan at the door. */
export async function decideRequest(request: ScanRequest): Promise<DecidedRequest | null> {
  const now = request.at ?? DateTime.now()
  const read = await readScanAtDoor(request, request.doorId, request.scan)
  if (!read) return null
  return {
    request,
    read,
    decided: await decideScan(read, request.direction, localMoment(now)),
    now,
  }
}

/**
 * Records a decided scan exactly once per key (decision 0106): a refusal is
 * its passage alone; an admission is the guarded presence flip and the
 * passage in one write. An entry that loses the race for the presence (the
 * same badge at another door between this scan's read and its write) is
 * recorded as the engine decides it already inside.
 */
export async function commitScan({
  request,
  read,
  decided,
  now,
}: DecidedRequest): Promise<ScanOutcome> {
  const { facts, decision } = decided
  /** A badge of another tournament is refused naming nobody: its holder is not the steward's to see. */
  const holder = decision.reason === 'other_tournament' ? null : decided.holder
  const passage: Passage = {
    zoneId: read.door.zoneId,
    doorId: read.door.id,
    formId: holder?.id ?? null,
    userId: request.user?.id ?? null,
    deviceId: read.deviceId,
    direction: request.direction,
    key: request.key,
    at: sqlTimestamp(now),
  }
  let counted = false
  let recorded = decision
  try {
    if (passage.formId === null || decision.verdict !== 'admit') {
      await insertPassage(passageRow(passage, decision, false))
    } else {
      const lost =
        request.direction === 'in' && facts.zone.antiPassback
          ? decide({ ...facts, inside: true })
          : decision
      counted = await admit(passage, decision, lost)
      if (!counted) recorded = lost
    }
  } catch (error) {
    if (isUniqueViolation(error)) return replay(request, read)
    throw error
  }
  return {
    status: 'decided',
    replayed: false,
    decision: recorded,
    holder,
    counted,
    zoneId: read.door.zoneId,
  }
}

/** One scan at a door: decided on facts read now by the rules engine, and recorded. */
export async function recordScan(request: ScanRequest): Promise<ScanOutcome> {
  const decided = await decideRequest(request)
  return decided ? commitScan(decided) : { status: 'not_steward' }
}

/**
 * For a device's offline passages, decided elsewhere: the presence row exists
 * before any guarded update (outside, so a race inserts it once).
 */
export async function ensurePresence(formId: number, zoneId: number, now: DateTime) {
  await db
    .table('zone_presences')
    .insert({ form_id: formId, zone_id: zoneId, inside: false, changed_at: sqlTimestamp(now) })
    .onConflict(['form_id', 'zone_id'])
    .ignore()
}

/**
 * Flips presence with a guarded UPDATE (in: only from outside, out: only from
 * inside). One row changes or none: of two passages of the same badge, one flips it.
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
