import db from '@adonisjs/lucid/services/db'
import { storedMoment } from '#support/sql_time'
import Device from '#models/device'
import Restaurant from '#models/restaurant'
import Tournament from '#models/tournament'
import Zone from '#models/zone'

/**
 * Where a device may be: this year's tournaments, their zones, the
 * restaurants (the controller shapes them through their transformers).
 */
export async function deskChoices() {
  const tournaments = await Tournament.query().where('is_current', true).orderBy('name')
  const zones = await Zone.query()
    .whereIn(
      'tournament_id',
      tournaments.map((tournament) => tournament.id)
    )
    .orderBy('name')
  const restaurants = await Restaurant.query().orderBy('name')
  return { tournaments, zones, restaurants }
}

export type DeviceState = 'unpaired' | 'paired' | 'revoked'

export function stateOf(device: Device): DeviceState {
  if (device.revokedAt) return 'revoked'
  return device.pairedAt ? 'paired' : 'unpaired'
}

/** The devices list, with what each serves preloaded: revoked ones last, then by name. */
export async function deviceRows() {
  return Device.query()
    .preload('tournament')
    .preload('zone')
    .preload('restaurant')
    .orderBy('revoked_at', 'asc')
    .orderBy('name')
}

/** An overdraft as read, with its holder and restaurant. */
export type OverdraftRow = {
  id: number | string
  type: string
  shortfall: number | string
  created_at: unknown
  name: string
  last_name: string
  code: string
  restaurant: string
}

/** A device's restaurant log entry, as read, with the device's name. */
export type OverdraftEntryRow = {
  id: number | string
  amount: number | string
  offline: unknown
  created_at: unknown
  device: string | null
  staff_name: string | null
  staff_last_name: string | null
}

/** An overdraft and its day's device entries (shaped by OverdraftTransformer). */
export type OverdraftRows = { row: OverdraftRow; entries: OverdraftEntryRow[] }

/**
 * Overdrafts booked from offline tills, each with every device entry for
 * that holder, restaurant and kind on the same day: both tills' deductions.
 */
export async function overdraftRows(limit = 100): Promise<OverdraftRows[]> {
  const overdrafts = await db
    .from('overdrafts')
    .join('forms', 'forms.id', 'overdrafts.form_id')
    .join('restaurants', 'restaurants.id', 'overdrafts.restaurant_id')
    .orderBy('overdrafts.id', 'desc')
    .limit(limit)
    .select(
      'overdrafts.id',
      'overdrafts.form_id',
      'overdrafts.restaurant_id',
      'overdrafts.type',
      'overdrafts.shortfall',
      'overdrafts.created_at',
      'forms.name',
      'forms.last_name',
      'forms.code',
      'restaurants.name as restaurant'
    )
  const formIds = [...new Set(overdrafts.map((row) => Number(row.form_id)))]
  const entries = formIds.length
    ? await db
        .from('restaurant_logs')
        .leftJoin('devices', 'devices.id', 'restaurant_logs.device_id')
        .leftJoin('users', 'users.id', 'restaurant_logs.staff_user_id')
        .whereIn('restaurant_logs.form_id', formIds)
        .whereNotNull('restaurant_logs.device_id')
        .orderBy('restaurant_logs.created_at')
        .select(
          'restaurant_logs.id',
          'restaurant_logs.form_id',
          'restaurant_logs.restaurant_id',
          'restaurant_logs.type',
          'restaurant_logs.amount',
          'restaurant_logs.offline',
          'restaurant_logs.created_at',
          'devices.name as device',
          'users.name as staff_name',
          'users.last_name as staff_last_name'
        )
    : []
  /** The UTC day, as the till booked it. */
  const day = (value: unknown) => storedMoment(value)?.toISOString().slice(0, 10) ?? ''
  return overdrafts.map((row) => ({
    row: row as OverdraftRow,
    entries: entries.filter(
      (entry) =>
        Number(entry.form_id) === Number(row.form_id) &&
        Number(entry.restaurant_id) === Number(row.restaurant_id) &&
        entry.type === row.type &&
        day(entry.created_at) === day(row.created_at)
    ) as OverdraftEntryRow[],
  }))
}

/** An offline deduction refused beyond the allowance, as read, with who and where. */
export type OfflineRefusalRow = {
  id: number | string
  type: string
  quantity: number | string
  seen: number | string
  allowed: number | string
  created_at: unknown
  claimed_at: unknown
  name: string
  last_name: string
  code: string
  restaurant: string
  device: string | null
  staff_name: string | null
  staff_last_name: string | null
}

/**
 * Offline deductions refused beyond the restaurant's offline allowance
 * (decision 0185): not booked, listed for the admins to settle with the
 * holder, the latest first.
 */
export async function offlineRefusalRows(limit = 100): Promise<OfflineRefusalRow[]> {
  return db
    .from('offline_refusals')
    .join('forms', 'forms.id', 'offline_refusals.form_id')
    .join('restaurants', 'restaurants.id', 'offline_refusals.restaurant_id')
    .leftJoin('devices', 'devices.id', 'offline_refusals.device_id')
    .leftJoin('users', 'users.id', 'offline_refusals.staff_user_id')
    .orderBy('offline_refusals.id', 'desc')
    .limit(limit)
    .select(
      'offline_refusals.id',
      'offline_refusals.type',
      'offline_refusals.quantity',
      'offline_refusals.seen',
      'offline_refusals.allowed',
      'offline_refusals.created_at',
      'offline_refusals.claimed_at',
      'forms.name',
      'forms.last_name',
      'forms.code',
      'restaurants.name as restaurant',
      'devices.name as device',
      'users.name as staff_name',
      'users.last_name as staff_last_name'
    )
}
