import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { organiserZone } from '#services/i18n/time_zone'
import { sqlTimestamp, storedMoment } from '#support/sql_time'
import { containsPattern } from '#support/like_pattern'

/** One day at the tills: which restaurant (all when null), which day (organiser's calendar), a search. */
export type LogDayFilters = { restaurantId: number | null; day: string; search: string }

export const LOG_PAGE_SIZE = 50

/** Today in the organiser's zone, as the day filter writes it. */
export function organiserToday(): string {
  return DateTime.now().setZone(organiserZone()).toISODate()!
}

/** A day filter from the query string: an ISO calendar date, else today. */
export function dayOrToday(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = DateTime.fromISO(value, { zone: organiserZone() })
    if (day.isValid) return day.toISODate()!
  }
  return organiserToday()
}

/** The day's deductions joined to their holder, cashier and restaurant (a query builder). */
export function dayEntries(filters: LogDayFilters) {
  const start = DateTime.fromISO(filters.day, { zone: organiserZone() }).startOf('day')
  const query = db
    .from('restaurant_logs')
    .join('forms', 'forms.id', 'restaurant_logs.form_id')
    .join('restaurants', 'restaurants.id', 'restaurant_logs.restaurant_id')
    // A paired till's deduction names who worked it (its staff PIN) as a cashier's names them (never both).
    .leftJoin('users', (join) =>
      join
        .on('users.id', '=', 'restaurant_logs.user_id')
        .orOn('users.id', '=', 'restaurant_logs.staff_user_id')
    )
    .where('restaurant_logs.created_at', '>=', sqlTimestamp(start))
    .where('restaurant_logs.created_at', '<', sqlTimestamp(start.plus({ days: 1 })))
  if (filters.restaurantId) query.where('restaurant_logs.restaurant_id', filters.restaurantId)
  if (filters.search) {
    query.whereRaw(`forms.search_text like ? escape '\\'`, [containsPattern(filters.search)])
  }
  return query
}

export type LogEntry = {
  id: number
  at: string
  restaurant: string
  holder: string
  code: string
  category: string
  type: string
  amount: number
  cashier: string | null
}

/** A deduction as read with ENTRY_COLUMNS; `entryOf` reads it for the page and the export. */
export type RestaurantLogRow = {
  id: number | string
  created_at: unknown
  type: string
  amount: number | string
  restaurant_name: string
  holder_name: string
  holder_last_name: string
  code: string
  category: string
  user_name: string | null
  user_last_name: string | null
}

/** A day's count and sum for one restaurant and type. */
export type RestaurantLogTotalRow = {
  restaurant: string
  type: string
  count: number | string
  total: number | string | null
}

export const ENTRY_COLUMNS = [
  'restaurant_logs.id',
  'restaurant_logs.created_at',
  'restaurant_logs.type',
  'restaurant_logs.amount',
  'restaurants.name as restaurant_name',
  'forms.name as holder_name',
  'forms.last_name as holder_last_name',
  'forms.code',
  'forms.category',
  'users.name as user_name',
  'users.last_name as user_last_name',
]

export function entryOf(row: RestaurantLogRow): LogEntry {
  return {
    id: Number(row.id),
    at: storedMoment(row.created_at)?.toISOString() ?? '',
    restaurant: String(row.restaurant_name),
    holder: `${row.holder_name} ${row.holder_last_name}`,
    code: String(row.code),
    category: String(row.category),
    type: String(row.type),
    amount: Number(row.amount),
    cashier: row.user_name ? `${row.user_name} ${row.user_last_name}` : null,
  }
}

/** Totals rows per restaurant and type (meals, cents) and the page of entry rows, newest first. */
export async function restaurantLogDay(filters: LogDayFilters, page: number) {
  const totals = await dayEntries(filters)
    .groupBy('restaurants.name', 'restaurant_logs.type')
    .select('restaurants.name as restaurant', 'restaurant_logs.type as type')
    .count('* as count')
    .sum('restaurant_logs.amount as total')
    .orderBy('restaurants.name')
  const [counted] = await dayEntries(filters).count('* as total')
  const rows = await dayEntries(filters)
    .select(ENTRY_COLUMNS)
    .orderBy('restaurant_logs.id', 'desc')
    .limit(LOG_PAGE_SIZE)
    .offset((page - 1) * LOG_PAGE_SIZE)
  const total = Number(counted.total)
  return {
    totals: totals as RestaurantLogTotalRow[],
    entries: rows as RestaurantLogRow[],
    pagination: {
      currentPage: page,
      lastPage: Math.max(1, Math.ceil(total / LOG_PAGE_SIZE)),
      total,
    },
  }
}
