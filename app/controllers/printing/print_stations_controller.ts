import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { deskScope } from '#services/auth/form_access'
import { renderBadges } from '#services/badges/print_badges'
import { templateVersions } from '#services/badges/template_store'
import { badgeTournamentsOf } from '#services/badges/template_access'
import { REPRINT_REASONS } from '#services/badges/printed_cards'
import { createStation, isAlive, stationsOf } from '#services/printing/print_stations'
import {
  claimWork,
  confirmPrinted,
  heldJob,
  markFailed,
  stationQueue,
} from '#services/printing/print_jobs'
import {
  createStationValidator,
  failedJobValidator,
  stationTokenValidator,
} from '#validators/printing'
import { routeStation } from '#http/print_station'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { recordFileAccessOfEach } from '#services/privacy/file_access_log'

/** Print stations: the collection points' printers and their queues. */
export default class PrintStationsController {
  async #tournamentIds(ctx: HttpContext) {
    const tournaments = await badgeTournamentsOf(ctx.auth.getUserOrFail())
    return tournaments.map((tournament) => tournament.id)
  }

  /** GET print-stations: the stations of this year's tournaments, alive or not. */
  async index(ctx: HttpContext) {
    const tournaments = await badgeTournamentsOf(ctx.auth.getUserOrFail())
    const stations = await stationsOf(tournaments.map((tournament) => tournament.id))
    return ctx.inertia.render('printing/stations', {
      tournaments: tournaments.map((tournament) => ({ id: tournament.id, name: tournament.name })),
      stations: stations.map((station) => ({
        id: station.id,
        name: station.name,
        tournamentId: station.tournamentId,
        alive: isAlive(station),
      })),
    })
  }

  /** POST print-stations {tournamentId, name}. */
  async store(ctx: HttpContext) {
    const { tournamentId, name } = await ctx.request.validateUsing(createStationValidator)
    const tournamentIds = await this.#tournamentIds(ctx)
    if (!tournamentIds.includes(tournamentId))
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    const id = await createStation(tournamentId, name)
    notify(ctx, id ? 'success' : 'error', id ? 'printing.created' : 'printing.name_taken', { name })
    return redirectBack(ctx)
  }

  /** GET print-stations/:id: the page at the printer. */
  async show(ctx: HttpContext) {
    const station = await routeStation(ctx)
    return ctx.inertia.render('printing/station', {
      station: { id: station.id, name: station.name },
      reasons: [...REPRINT_REASONS],
    })
  }

  /** POST print-stations/:id/claim {token}: alive; the job this page prints now, and the queue. */
  async claim(ctx: HttpContext) {
    const station = await routeStation(ctx)
    const { token } = await ctx.request.validateUsing(stationTokenValidator)
    const scope = deskScope(ctx.auth.getUserOrFail())
    const job = await claimWork(station, token, scope)
    return { job, queue: await stationQueue(station, scope) }
  }

  /** GET print-stations/:id/jobs/:job/pdf?token=: the card of the job this page holds. */
  async pdf(ctx: HttpContext) {
    const station = await routeStation(ctx)
    const token = String(ctx.request.qs().token ?? '')
    const held = await heldJob(station, Number(ctx.params.job), token)
    if ('refusal' in held)
      return ctx.response.conflict({ message: ctx.i18n.t(`printing.refusals.${held.refusal}`) })
    const { job } = held
    const versions = job.templateVersionId
      ? await templateVersions([job.templateVersionId])
      : new Map()
    const version = job.templateVersionId ? versions.get(job.templateVersionId) : undefined
    let path: string
    try {
      path = await renderBadges([job.formId], ctx.i18n, null, {
        kind: 'per_form',
        versions: version ? new Map([[job.formId, version]]) : new Map(),
      })
    } catch (error) {
      logger.error({ err: error }, 'station badge rendering failed')
      return ctx.response.unprocessableEntity({ message: ctx.i18n.t('badges.failed') })
    }
    await recordFileAccessOfEach(ctx, {
      kind: 'badges',
      formIds: [job.formId],
      detail: `station ${station.name}`,
    })
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header('cache-control', 'private, no-store')
    const file = createReadStream(path)
    file.on('close', () => void rm(path, { force: true }))
    return ctx.response.stream(file)
  }

  /** POST print-stations/:id/jobs/:job/confirm {token}: printed. */
  async confirm(ctx: HttpContext) {
    const station = await routeStation(ctx)
    const { token } = await ctx.request.validateUsing(stationTokenValidator)
    const refusal = await confirmPrinted(
      station,
      Number(ctx.params.job),
      token,
      ctx.auth.getUserOrFail().id
    )
    if (refusal)
      return ctx.response.conflict({ message: ctx.i18n.t(`printing.refusals.${refusal}`) })
    return { message: ctx.i18n.t('printing.confirmed') }
  }

  /** POST print-stations/:id/jobs/:job/fail {token, reason}: back to the queue to print again. */
  async fail(ctx: HttpContext) {
    const station = await routeStation(ctx)
    const { token, reason } = await ctx.request.validateUsing(failedJobValidator)
    if (!(await markFailed(station, Number(ctx.params.job), token, reason)))
      return ctx.response.conflict({ message: ctx.i18n.t('printing.refusals.not_yours') })
    return { message: ctx.i18n.t('printing.failed') }
  }
}
