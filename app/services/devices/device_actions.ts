import type { Infer } from '@vinejs/vine/types'
import type Device from '#models/device'
import Door from '#models/door'
import Form from '#models/form'
import Restaurant from '#models/restaurant'
import type { DeductionType } from '#models/restaurant_log'
import type { DoorWithZone } from '#services/doors/door_decision'
import { deduct } from '#services/restaurants/deduction'
import db from '@adonisjs/lucid/services/db'
import {
  recordDevicePassage,
  storedAnswer,
  storedPassages,
  type DevicePassage,
  type DevicePassageOutcome,
} from '#services/devices/device_passages'
import { recordPassageBatch } from '#services/devices/passage_batch'
import { staffOfPasses } from '#services/devices/desk_staff'
import { actionMoment } from '#services/devices/action_time'
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

type PassageResult = DevicePassageOutcome | undefined

/** A passage the door device sent, checked against its scope; a result when it is refused outright. */
function devicePassage(
  device: Device,
  doors: Map<number, DoorWithZone>,
  action: DeviceAction,
  staffOf: (pass: string | undefined) => number | null
): DevicePassage | ActionResult {
  const door = doors.get(action.doorId ?? 0)
  if (!door) return { key: action.key, status: 'refused', reason: 'out_of_scope' }
  if (!action.scan || !action.direction || !action.verdict || !action.reason) {
    return { key: action.key, status: 'refused', reason: 'invalid' }
  }
  const { at, claimedAt } = actionMoment(device, action.at)
  return {
    door,
    scan: action.scan,
    direction: action.direction,
    verdict: action.verdict,
    reason: action.reason,
    message: action.message,
    key: action.key,
    at,
    claimedAt,
    offline: action.offline,
    staffUserId: staffOf(action.staff),
  }
}

function passageResult(key: string, outcome: DevicePassageOutcome): ActionResult {
  if (outcome.status === 'conflict') return { key, status: 'conflict' }
  return { key, status: outcome.status, review: outcome.review }
}

/**
 * A door device's passages: keys already recorded answered from the stored
 * rows, the new ones recorded as one batch (or one by one when a concurrent
 * sync of the same queue got some keys first).
 */
async function passages(
  device: Device,
  actions: DeviceAction[]
): Promise<Map<DeviceAction, ActionResult>> {
  const doors = new Map<number, DoorWithZone>()
  const rows = await Door.query().where('zone_id', device.zoneId!).preload('zone')
  for (const door of rows) doors.set(door.id, door as DoorWithZone)
  const stored = await storedPassages(actions.map((action) => action.key))
  const results = new Map<DeviceAction, ActionResult>()
  const staffOf = staffOfPasses(device)
  const fresh: [DeviceAction, DevicePassage][] = []
  for (const action of actions) {
    const checked = devicePassage(device, doors, action, staffOf)
    if ('status' in checked) results.set(action, checked)
    else if (stored.has(action.key)) {
      results.set(
        action,
        passageResult(action.key, storedAnswer(stored.get(action.key), device, checked))
      )
    } else fresh.push([action, checked])
  }
  const batch = await recordPassageBatch(
    device,
    fresh.map(([, passage]) => passage)
  )
  for (const [index, [action, passage]] of fresh.entries()) {
    const outcome: PassageResult = batch?.[index] ?? (await recordDevicePassage(device, passage))
    results.set(action, passageResult(action.key, outcome))
  }
  return results
}

/** The batch's holders of this till's tournament assigned to its restaurant, read in two queries. */
async function tillHolders(
  device: Device,
  restaurant: Restaurant | null,
  actions: DeviceAction[]
): Promise<Map<number, Form>> {
  const ids = [...new Set(actions.map((action) => action.formId ?? 0).filter((id) => id > 0))]
  if (!restaurant || ids.length === 0) return new Map()
  const [forms, assigned] = await Promise.all([
    Form.query().whereIn('id', ids).where('tournament_id', device.tournamentId),
    db
      .from('form_restaurants')
      .where('restaurant_id', restaurant.id)
      .whereIn('form_id', ids)
      .select('form_id'),
  ])
  const assignedIds = new Set(assigned.map((row) => Number(row.form_id)))
  return new Map(forms.filter((form) => assignedIds.has(form.id)).map((form) => [form.id, form]))
}

async function deduction(
  device: Device,
  restaurant: Restaurant,
  action: DeviceAction,
  holders: Map<number, Form>,
  staffUserId: number | null
): Promise<ActionResult> {
  if (!action.type || !action.quantity) {
    return { key: action.key, status: 'refused', reason: 'invalid' }
  }
  // Outside the till's scope is refused like a missing holder: nothing of it is told.
  const form = holders.get(action.formId ?? 0)
  if (!form) {
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
    staffUserId,
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
  const { at, claimedAt } = actionMoment(device, action.at)
  const booked = await bookOfflineDeduction(device, {
    restaurantId: restaurant.id,
    formId: form.id,
    type,
    quantity: action.quantity,
    key: action.key,
    at,
    claimedAt,
    seen: action.seen ?? 0,
    dataAt: action.dataAt ? actionMoment(device, action.dataAt).at : at,
    staffUserId,
    allowance:
      type === 'credit' ? restaurant.offlineCreditsAllowance : restaurant.offlineAmountAllowance,
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
  if (device.kind === 'door') {
    const doorActions = actions.filter((action) => action.kind === 'passage')
    const recorded = await passages(device, doorActions)
    return actions.map(
      (action) =>
        recorded.get(action) ?? { key: action.key, status: 'refused', reason: 'out_of_scope' }
    )
  }
  const restaurant = await Restaurant.find(device.restaurantId)
  const holders = await tillHolders(device, restaurant, actions)
  const results: ActionResult[] = []
  const staffOf = staffOfPasses(device)
  for (const action of actions) {
    if (action.kind === 'deduction' && restaurant) {
      results.push(await deduction(device, restaurant, action, holders, staffOf(action.staff)))
    } else {
      results.push({ key: action.key, status: 'refused', reason: 'out_of_scope' })
    }
  }
  return results
}
