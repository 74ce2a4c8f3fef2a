import { PassThrough } from 'node:stream'
import { auditExport } from '#http/audit_configuration'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import Restaurant from '#models/restaurant'
import {
  dayOrToday,
  restaurantLogDay,
  type LogDayFilters,
} from '#services/restaurants/restaurant_log_day'
import { writeRestaurantLogWorkbook } from '#services/restaurants/restaurant_log_workbook'
import { sendXlsxAttachment } from '#services/files/xlsx_download'
import { recordFileAccess } from '#services/privacy/file_access_log'
import { MAX_RECORD_ID } from '#validators/rules/record_id'
import RestaurantLogTransformer from '#transformers/restaurant_log_transformer'
import RestaurantLogTotalTransformer from '#transformers/restaurant_log_total_transformer'

/** The day, restaurant and search of the query string; anything unreadable is left out. */
function filtersOf(ctx: HttpContext): LogDayFilters {
  const query = ctx.request.qs()
  const restaurant = Number(query.restaurant)
  return {
    day: dayOrToday(query.day),
    restaurantId:
      Number.isInteger(restaurant) && restaurant > 0 && restaurant <= MAX_RECORD_ID
        ? restaurant
        : null,
    search: typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '',
  }
}

/** Restaurant logs by day: totals per restaurant and type, the entries, the export. */
export default class RestaurantLogsController {
  async index(ctx: HttpContext) {
    const filters = filtersOf(ctx)
    const page = Math.max(1, Math.min(10_000, Number.parseInt(ctx.request.qs().page, 10) || 1))
    const restaurants = await Restaurant.query().orderBy('name')
    const day = await restaurantLogDay(filters, page)
    return ctx.inertia.render('restaurants/logs', {
      filters,
      restaurants: restaurants.map(({ id, name }) => ({ id, name })),
      totals: RestaurantLogTotalTransformer.transform(day.totals),
      entries: RestaurantLogTransformer.transform(day.entries),
      pagination: day.pagination,
    })
  }

  /** restaurantlogExport: the day's entries as an .xlsx, streamed as it is written. */
  async export(ctx: HttpContext) {
    const filters = filtersOf(ctx)
    const stream = new PassThrough()
    writeRestaurantLogWorkbook(filters, ctx.i18n.locale, stream).catch((error) => {
      logger.error({ err: error }, 'restaurant log export failed')
      stream.destroy(error)
    })
    await recordFileAccess(ctx, { kind: 'export', detail: `restaurant log ${filters.day}` })
    await auditExport(ctx, 'restaurant_log', null, { filters })
    sendXlsxAttachment(ctx, `restaurant-log-${filters.day}.xlsx`)
    return ctx.response.stream(stream)
  }
}
