import type { Writable } from 'node:stream'
import i18nManager from '@adonisjs/i18n/services/main'
import { openSheet } from '#services/exports/workbook_sheet'
import { excelWallClock } from '#services/i18n/time_zone'
import {
  dayEntries,
  ENTRY_COLUMNS,
  entryOf,
  type LogDayFilters,
} from '#services/restaurants/restaurant_log_day'

const CHUNK = 500

/**
 * One day's deductions as an .xlsx sheet, streamed row chunk by row chunk
 * (exceljs's streaming writer): meals as numbers, money in euros. Returns the row count.
 */
export async function writeRestaurantLogWorkbook(
  filters: LogDayFilters,
  locale: string,
  stream: Writable
): Promise<number> {
  const i18n = i18nManager.locale(locale)
  const header = (key: string) => i18n.t(`restaurant_logs.columns.${key}`)
  const sheet = openSheet(
    { stream },
    {
      name: filters.day,
      columns: [
        { header: header('at'), key: 'at', width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
        { header: header('restaurant'), key: 'restaurant', width: 24 },
        { header: header('holder'), key: 'holder', width: 30 },
        { header: header('code'), key: 'code', width: 24 },
        { header: header('category'), key: 'category', width: 16 },
        { header: header('type'), key: 'type', width: 12 },
        { header: header('meals'), key: 'meals', width: 10 },
        { header: header('euros'), key: 'euros', width: 10, numFmt: '#,##0.00' },
        { header: header('cashier'), key: 'cashier', width: 24 },
      ],
    }
  )
  let count = 0
  try {
    for (let lastId = 0; ;) {
      const rows = await dayEntries(filters)
        .select(ENTRY_COLUMNS)
        .where('restaurant_logs.id', '>', lastId)
        .orderBy('restaurant_logs.id')
        .limit(CHUNK)
      if (rows.length === 0) break
      lastId = Number(rows.at(-1)!.id)
      const entries = rows.map(entryOf)
      await sheet.addRows(
        entries.map((entry) => [
          excelWallClock(new Date(entry.at)),
          entry.restaurant,
          entry.holder,
          entry.code,
          i18n.t(`massive_update.categories.${entry.category}`),
          i18n.t(`restaurants.till.modes.${entry.type}`),
          entry.type === 'credit' ? entry.amount : null,
          entry.type === 'amount' ? entry.amount / 100 : null,
          entry.cashier ?? '',
        ])
      )
      count += entries.length
    }
    await sheet.close()
  } catch (error) {
    await sheet.abort()
    throw error
  }
  return count
}
