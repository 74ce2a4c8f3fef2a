import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import type Device from '#models/device'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { REASON_MESSAGES, type Message } from '#services/doors/rules/reasons'
import { decideAtDoor, type DoorWithZone } from '#services/doors/door_decision'
import { ensurePresence, flipPresence } from '#services/doors/passages'
import { localMoment } from '#services/doors/local_moment'

export type DevicePassage = {
  door: DoorWithZone
  scan: string
  direction: 'in' | 'out'
  verdict: 'admit' | 'deny'
  reason: string
  message?: Message
  key: string
  /** When it happened, as judged: the device's claim kept within [paired, now]. */
  at: DateTime
  /** The time the device claimed. */
  claimedAt: DateTime | null
  offline: boolean
  /** Who was working the device (its staff PIN), when the organiser asks. */
  staffUserId: number | null
}

export type DevicePassageOutcome =
  { status: 'recorded' | 'replayed'; review: string | null } | { status: 'conflict' }

/** Reasons that are not the office's say: presence depends on the order scans arrive in. */
export const NOT_FOR_REVIEW = new Set(['already_inside'])

export function messageFor(reason: string, zone: string, given?: Message): Message {
  if (given) return given
  const known = REASON_MESSAGES[reason as keyof typeof REASON_MESSAGES]
  if (!known) return { es: reason, en: reason }
  const fill = (text: string) => text.replace('{zone}', zone).replace(/\{\w+\}/g, '')
  return { es: fill(known.es), en: fill(known.en) }
}

/** The passages row of a scan a paired door device decided, as it happened. */
export function devicePassageRow(
  device: Device,
  passage: DevicePassage,
  facts: { formId: number | null; review: string | null; counted: boolean }
) {
  const zone = passage.door.zone
  return {
    zone_id: zone.id,
    door_id: passage.door.id,
    form_id: facts.formId,
    user_id: null,
    device_id: device.id,
    staff_user_id: passage.staffUserId,
    offline: passage.offline,
    review_reason: facts.review,
    direction: passage.direction,
    verdict: passage.verdict,
    reason: passage.reason,
    message: JSON.stringify(messageFor(passage.reason, zone.name, passage.message)),
    counted: facts.counted,
    idempotency_key: passage.key,
    created_at: sqlTimestamp(passage.at),
    claimed_at: passage.claimedAt ? sqlTimestamp(passage.claimedAt) : null,
  }
}

/**
 * A scan a paired door device already decided (with the same engine, on its
 * own data): recorded as it happened, once per key. The office's view at
 * that moment is asked too: an admission the office would have refused (a
 * block the device had not heard of yet) is flagged for review.
 */
export async function recordDevicePassage(
  device: Device,
  passage: DevicePassage
): Promise<DevicePassageOutcome> {
  const { door } = passage
  const zone = door.zone
  const office = await decideAtDoor({
    door,
    scan: passage.scan,
    direction: passage.direction,
    now: localMoment(passage.at),
  })
  const holder = office.decision.reason === 'other_tournament' ? null : office.holder
  const review =
    passage.verdict === 'admit' &&
    office.decision.verdict === 'deny' &&
    !NOT_FOR_REVIEW.has(office.decision.reason)
      ? office.decision.reason
      : null
  const formId = holder?.id ?? null
  let counted = false
  const insert = (client: TransactionClientContract | typeof db) =>
    client.table('passages').insert(devicePassageRow(device, passage, { formId, review, counted }))
  try {
    if (formId === null || passage.verdict !== 'admit') await insert(db)
    else {
      await ensurePresence(formId, zone.id, passage.at)
      await db.transaction(async (trx) => {
        counted = await flipPresence(trx, formId, zone.id, passage.direction, passage.at)
        await insert(trx)
      })
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const stored = await db.from('passages').where('idempotency_key', passage.key).first()
    return storedAnswer(stored, device, passage)
  }
  return { status: 'recorded', review }
}

export type StoredPassage = {
  door_id: number | null
  direction: string
  device_id: number | null
  review_reason: string | null
}

/** A key already recorded: the same passage again (replayed), or another one's key (conflict). */
export function storedAnswer(
  stored: StoredPassage | null | undefined,
  device: Device,
  passage: Pick<DevicePassage, 'door' | 'direction'>
): DevicePassageOutcome {
  const same =
    stored &&
    Number(stored.door_id) === passage.door.id &&
    stored.direction === passage.direction &&
    Number(stored.device_id) === device.id
  return same
    ? { status: 'replayed', review: stored.review_reason ?? null }
    : { status: 'conflict' }
}

/** The passages a batch's keys already recorded: a re-sent queue is answered without deciding again. */
export async function storedPassages(keys: string[]): Promise<Map<string, StoredPassage>> {
  const rows = keys.length
    ? await db
        .from('passages')
        .whereIn('idempotency_key', keys)
        .select('idempotency_key', 'door_id', 'direction', 'device_id', 'review_reason')
    : []
  return new Map(rows.map((row) => [String(row.idempotency_key), row as StoredPassage]))
}
