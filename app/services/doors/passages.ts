import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { decide, type Decision, type ScanDirection } from '#services/doors/rules/zone_rules'
import { scannedCredential, type DoorHolder } from '#services/doors/credential_facts'
import { localMoment } from '#services/doors/local_moment'
import {
  contentDigest,
  sameContent,
  writeAdmission,
  writePassage,
  type PassageRow,
  type PresenceFlip,
} from '#services/doors/passage_writer'
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
  /** The key belongs to another scan (another badge, door, direction or scanner). */
  | { status: 'key_conflict' }
  /** Not a door this account or device may scan at (or none): nothing was read. */
  | { status: 'not_steward' }

/** The passages row of a scan at a door, with the decision recorded for it. */
function passageRow(
  request: ScanRequest,
  read: ScanRead,
  formId: number | null,
  decision: Decision,
  at: string
): PassageRow {
  return {
    zone_id: read.door.zoneId,
    door_id: read.door.id,
    form_id: formId,
    user_id: request.user?.id ?? null,
    device_id: read.deviceId,
    staff_user_id: null,
    offline: false,
    review_reason: null,
    direction: request.direction,
    verdict: decision.verdict,
    reason: decision.reason,
    message: JSON.stringify(decision.message),
    counted: false,
    idempotency_key: request.key,
    content_digest: contentDigest(['scan', read.door.id, request.direction, request.scan]),
    created_at: at,
    claimed_at: null,
  }
}

/**
 * The guarded presence flip, returning a row only when it changed: an entry
 * creates the row or flips it from outside, an exit flips it from inside.
 * Of two doors scanning the same badge at the same instant, one flips it.
 */
function presenceFlip(
  direction: ScanDirection,
  formId: number,
  zoneId: number,
  at: string
): PresenceFlip & { name: string } {
  return direction === 'in'
    ? {
        name: 'in',
        sql: `insert into zone_presences (form_id, zone_id, inside, changed_at) values (?, ?, true, ?)
       on conflict (form_id, zone_id) do update set inside = true, changed_at = excluded.changed_at
       where zone_presences.inside = false returning id`,
        bindings: [formId, zoneId, at],
      }
    : {
        name: 'out',
        sql: `update zone_presences set inside = false, changed_at = ?
       where form_id = ? and zone_id = ? and inside = true returning id`,
        bindings: [at, formId, zoneId],
      }
}

const idOf = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * A key already recorded: the stored answer when it was this scan (the same
 * content from the same scanner), else a conflict (decision 0190).
 */
async function replay(request: ScanRequest, read: ScanRead, row: PassageRow): Promise<ScanOutcome> {
  const passage = await db.from('passages').where('idempotency_key', request.key).first()
  if (
    !passage ||
    !sameContent(passage, row) ||
    idOf(passage.user_id) !== row.user_id ||
    idOf(passage.device_id) !== row.device_id
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
  const at = sqlTimestamp(now)
  const row = passageRow(request, read, holder?.id ?? null, decision, at)
  let counted = false
  let recorded = decision
  try {
    if (row.form_id === null || decision.verdict !== 'admit') {
      await writePassage(row)
    } else {
      const lost =
        request.direction === 'in' && facts.zone.antiPassback
          ? decide({ ...facts, inside: true })
          : decision
      counted = await writeAdmission(
        presenceFlip(request.direction, row.form_id, row.zone_id, at),
        row,
        { verdict: lost.verdict, reason: lost.reason, message: JSON.stringify(lost.message) }
      )
      if (!counted) recorded = lost
    }
  } catch (error) {
    if (isUniqueViolation(error)) return replay(request, read, row)
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
