import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import type Device from '#models/device'
import Door from '#models/door'
import Form from '#models/form'
import Restaurant from '#models/restaurant'
import type { DeductionType } from '#models/restaurant_log'
import type { DoorWithZone } from '#services/doors/door_decision'
import { deduct } from '#services/restaurants/deduction'
import { isAssigned } from '#services/restaurants/holder_lookup'
import {
  recordDevicePassage,
  storedAnswer,
  storedPassages,
  type StoredPassage,
} from '#services/devices/device_passages'
import { bookOfflineDeduction, RECORDED_OFFLINE } from '#services/devices/offline_deductions'
import type { deviceActionsValidator } from '#validators/devices'

export type DeviceAction = Infer<typeof deviceActionsValidator>['actions'][number]

/**
 * What the server did with one action. `recorded` the first time, then
 * `replayed` for the same key (nothing written again); `conflict`: the key
 * belongs to another action; `refused`: not recorded, with why.
 */
export type ActionResult = {
  key: string
  status: 'recorded' | 'replayed' | 'conflict' | 'refused'
  reason?: string
  /** Passages the office would have refused: flagged for review. */
  review?: string | null
  /** Offline deductions beyond the balance: what was booked as an overdraft. */
  shortfall?: number
  balance?: { credits: number; amount: number }
}

/** The device's clock, kept from the future (a wrong clock must not date actions ahead). */
function momentOf(raw: string | undefined): DateTime {
  const parsed = raw ? DateTime.fromISO(raw) : null
  const now = DateTime.now()
  return parsed?.isValid && parsed <= now ? parsed : now
}

async function passage(
  device: Device,
  doors: Map<number, DoorWithZone>,
  action: DeviceAction,
  stored: StoredPassage | undefined
): Promise<ActionResult> {
  const door = doors.get(action.doorId ?? 0)
  if (!door) return { key: action.key, status: 'refused', reason: 'out_of_scope' }
  if (!action.scan || !action.direction || !action.verdict || !action.reason) {
    return { key: action.key, status: 'refused', reason: 'invalid' }
  }
  const outcome = stored
    ? storedAnswer(stored, device, { door, direction: action.direction })
    : await recordDevicePassage(device, {
        door,
        scan: action.scan,
        direction: action.direction,
        verdict: action.verdict,
        reason: action.reason,
        message: action.message,
        key: action.key,
        at: momentOf(action.at),
        offline: action.offline,
      })
  if (outcome.status === 'conflict') return { key: action.key, status: 'conflict' }
  return { key: action.key, status: outcome.status, review: outcome.review }
}

async function deduction(
  device: Device,
  restaurant: Restaurant,
  action: DeviceAction
): Promise<ActionResult> {
  if (!action.type || !action.quantity) {
    return { key: action.key, status: 'refused', reason: 'invalid' }
  }
  // Outside the till's scope is refused like a missing holder: nothing of it is told.
  const form = await Form.find(action.formId ?? 0)
  if (
    !form ||
    form.tournamentId !== device.tournamentId ||
    !(await isAssigned(form.id, restaurant.id))
  ) {
    return { key: action.key, status: 'refused', reason: 'not_assigned' }
  }
  if (action.type === 'credit' && action.quantity > 50) {
    return { key: action.key, status: 'refused', reason: 'invalid' }
  }
  const type: DeductionType = action.type
  const outcome = await deduct({
    restaurant,
    formId: form.id,
    type,
    quantity: action.quantity,
    key: action.key,
    userId: null,
    deviceId: device.id,
    offline: action.offline,
  })
  if (outcome.status === 'deducted') {
    return {
      key: action.key,
      status: outcome.replayed ? 'replayed' : 'recorded',
      balance: outcome.balance,
    }
  }
  if (outcome.status === 'key_conflict') return { key: action.key, status: 'conflict' }
  if (!action.offline || !RECORDED_OFFLINE.includes(outcome.reason)) {
    return { key: action.key, status: 'refused', reason: outcome.reason }
  }
  const at = momentOf(action.at)
  const booked = await bookOfflineDeduction(device, {
    restaurantId: restaurant.id,
    formId: form.id,
    type,
    quantity: action.quantity,
    key: action.key,
    at,
    seen: action.seen ?? 0,
    dataAt: action.dataAt ? momentOf(action.dataAt) : at,
  })
  if (booked.status === 'beyond_allowance') {
    return { key: action.key, status: 'refused', reason: 'beyond_allowance' }
  }
  if (booked.status === 'recorded') {
    return { key: action.key, status: 'recorded', shortfall: booked.shortfall }
  }
  return { key: action.key, status: booked.status }
}

/**
 * A batch of a device's queued actions, in the order it took them, each
 * recorded exactly once by its key (decision 0121). A door device records
 * passages at its zone's doors only, a till deductions at its restaurant
 * only; anything else is refused without being looked at.
 */
export async function recordDeviceActions(
  device: Device,
  actions: DeviceAction[]
): Promise<ActionResult[]> {
  const results: ActionResult[] = []
  const doors = new Map<number, DoorWithZone>()
  let restaurant: Restaurant | null = null
  let stored = new Map<string, StoredPassage>()
  if (device.kind === 'door') {
    stored = await storedPassages(actions.map((action) => action.key))
    const rows = await Door.query().where('zone_id', device.zoneId!).preload('zone')
    for (const door of rows) doors.set(door.id, door as DoorWithZone)
  } else {
    restaurant = await Restaurant.find(device.restaurantId)
  }
  for (const action of actions) {
    if (action.kind === 'passage' && device.kind === 'door') {
      results.push(await passage(device, doors, action, stored.get(action.key)))
    } else if (action.kind === 'deduction' && restaurant) {
      results.push(await deduction(device, restaurant, action))
    } else {
      results.push({ key: action.key, status: 'refused', reason: 'out_of_scope' })
    }
  }
  return results
}
