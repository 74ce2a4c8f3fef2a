import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import type Device from '#models/device'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { REASON_MESSAGES, type Message } from '#services/doors/rules/reasons'
import { decideAtDoor, type DoorWithZone } from '#services/doors/door_decision'
import { ensurePresence, flipPresence } from '#services/doors/passages'
import { localMoment } from '#services/doors/local_moment'
import {
  contentDigest,
  sameContent,
  writePassage,
  type PassageRow,
} from '#services/doors/passage_writer'

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

/** What a device sent under a passage's key: a re-sent queue sends it unchanged. */
export function deviceContent(
  passage: Pick<DevicePassage, 'door' | 'direction' | 'scan' | 'verdict' | 'reason'>
) {
  return contentDigest([
    'device',
    passage.door.id,
    passage.direction,
    passage.scan,
    passage.verdict,
    passage.reason,
  ])
}

/** The passages row of a scan a paired door device decided, as it happened. */
export function devicePassageRow(
  device: Device,
  passage: DevicePassage,
  facts: { formId: number | null; review: string | null; counted: boolean }
): PassageRow {
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
    content_digest: deviceContent(passage),
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
  const row = (counted: boolean) => devicePassageRow(device, passage, { formId, review, counted })
  try {
    if (formId === null || passage.verdict !== 'admit') await writePassage(row(false))
    else {
      await ensurePresence(formId, zone.id, passage.at)
      await db.transaction(async (trx) => {
        const counted = await flipPresence(trx, formId, zone.id, passage.direction, passage.at)
        await writePassage(row(counted), trx)
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
  content_digest: string | null
}

/**
 * A key already recorded: the same passage again from this device
 * (replayed), or another one's key (conflict: another badge, door,
 * direction or verdict, or another scanner; decision 0190).
 */
export function storedAnswer(
  stored: StoredPassage | null | undefined,
  device: Device,
  passage: Pick<DevicePassage, 'door' | 'direction' | 'scan' | 'verdict' | 'reason'>
): DevicePassageOutcome {
  const same =
    stored &&
    sameContent(stored, {
      door_id: passage.door.id,
      direction: passage.direction,
      content_digest: deviceContent(passage),
    }) &&
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
        .select(
          'idempotency_key',
          'door_id',
          'direction',
          'device_id',
          'review_reason',
          'content_digest'
        )
    : []
  return new Map(rows.map((row) => [String(row.idempotency_key), row as StoredPassage]))
}
