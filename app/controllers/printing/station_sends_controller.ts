import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import Organisation from '#models/organisation'
import { routeFormType } from '#forms/route_form_type'
import { deskScope } from '#services/auth/form_access'
import { parseListFilters } from '#services/forms/form_list'
import { sendToStation } from '#services/printing/print_jobs'
import type { Station } from '#services/printing/print_stations'
import {
  listedForStation,
  MAX_LISTED,
  organisationToPrint,
} from '#services/printing/station_selections'
import { sendAllToStationValidator, sendToStationValidator } from '#validators/printing'
import { routeStation } from '#http/print_station'

/**
 * Cards sent to a station's queue: a ticked selection (the console, a
 * request list, an organisation's page), every request a list's filters
 * match, or an organisation's people waiting for their first card. Each
 * goes through the one send and its rules, and is answered the same way.
 */
export default class StationSendsController {
  /** POST print-stations/:id/send {ids, reason?}. */
  async selection(ctx: HttpContext) {
    const station = await routeStation(ctx)
    const { ids, reason } = await ctx.request.validateUsing(sendToStationValidator)
    return this.#send(ctx, station, [...new Set(ids)], reason)
  }

  /** POST print-stations/:id/send/list/:type {list filters, reason?}: all the list matches. */
  async list(ctx: HttpContext) {
    const station = await routeStation(ctx)
    const { reason } = await ctx.request.validateUsing(sendAllToStationValidator)
    const filters = parseListFilters(ctx.request.body())
    const ids = await listedForStation(routeFormType(ctx), filters, station)
    if (!ids)
      return ctx.response.unprocessableEntity({
        message: ctx.i18n.t('printing.too_many', { max: MAX_LISTED }),
      })
    return this.#send(ctx, station, ids, reason)
  }

  /** POST print-stations/:id/send/organisation/:organisation {reason?}: its people not yet printed. */
  async organisation(ctx: HttpContext) {
    const station = await routeStation(ctx)
    const { reason } = await ctx.request.validateUsing(sendAllToStationValidator)
    /** Only an organisation of the station's tournament: another is not found, never named. */
    const organisation = await Organisation.query()
      .where('id', Number(ctx.params.organisation))
      .where('tournamentId', station.tournamentId)
      .first()
    if (!organisation)
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    const ids = await organisationToPrint(organisation.id, station)
    if (ids.length === 0)
      return ctx.response.unprocessableEntity({
        message: ctx.i18n.t('printing.organisation_nothing', { name: organisation.name }),
      })
    return this.#send(ctx, station, ids, reason)
  }

  /**
   * Queues the cards through the send's rules: a reprint without a reason
   * queues nothing and names the cards (422); nothing printable is a 422.
   */
  async #send(ctx: HttpContext, station: Station, ids: number[], reason: string | undefined) {
    const user = ctx.auth.getUserOrFail()
    const outcome = await sendToStation(station, ids, {
      userId: user.id,
      scope: deskScope(user),
      reason: reason || null,
    })
    if (outcome.status === 'needs_reason')
      return ctx.response.unprocessableEntity({
        message: ctx.i18n.t('badges.reprint_needs_reason', { count: outcome.reprints.length }),
        reprints: outcome.reprints,
      })
    if (outcome.queued === 0 && outcome.skipped.length === 0)
      return ctx.response.unprocessableEntity({
        message: ctx.i18n.t('printing.nothing_sent'),
        notValidForPrint: outcome.refused,
      })
    return {
      ...outcome,
      message: ctx.i18n.t('printing.sent', {
        count: outcome.queued,
        station: station.name,
        skipped: outcome.skipped.length,
        refused: outcome.refused.length,
      }),
    }
  }
}
