import type { HttpContext } from '@adonisjs/core/http'
import ForbiddenException from '#exceptions/forbidden_exception'
import { OCCUPANCY_CHANNEL } from '#services/doors/occupancy'
import { formCategories } from '#forms/registry'
import { parseReportFilters } from '#services/reports/report_filters'
import { reportScope, reportTournaments } from '#services/reports/report_scope'
import { mayRead, report, reportsOf, type ReportSlug } from '#services/reports/report_catalogue'
import ReportChartTransformer from '#transformers/report_chart_transformer'

/**
 * Reports (staff): each behind the capability of what it shows (the route
 * checks it too), counting only the types and tournaments the user reviews.
 */
export default class ReportsController {
  async index({ auth, response }: HttpContext) {
    const [first] = reportsOf(auth.getUserOrFail())
    return response.redirect().toPath(`/merchant/reports/${first}`)
  }

  async requests(ctx: HttpContext) {
    return this.#render(ctx, 'requests')
  }

  async backlog(ctx: HttpContext) {
    return this.#render(ctx, 'backlog')
  }

  async decisions(ctx: HttpContext) {
    return this.#render(ctx, 'decisions')
  }

  async badges(ctx: HttpContext) {
    return this.#render(ctx, 'badges')
  }

  async meals(ctx: HttpContext) {
    return this.#render(ctx, 'meals')
  }

  async passages(ctx: HttpContext) {
    return this.#render(ctx, 'passages')
  }

  async flags(ctx: HttpContext) {
    return this.#render(ctx, 'flags')
  }

  async quotas(ctx: HttpContext) {
    return this.#render(ctx, 'quotas')
  }

  async rosters(ctx: HttpContext) {
    return this.#render(ctx, 'rosters')
  }

  async #render(ctx: HttpContext, slug: ReportSlug) {
    const user = ctx.auth.getUserOrFail()
    const definition = report(slug)
    if (!mayRead(user, definition)) throw new ForbiddenException(`report ${slug}`)
    const tournaments = await reportTournaments(user)
    const scope = reportScope(user, tournaments)
    const { filters, rejected } = parseReportFilters(ctx.request.qs(), scope)
    const charts = await definition.build(scope, filters)
    const t = (key: string, values?: Record<string, string | number>) => ctx.i18n.t(key, values)
    return ctx.inertia.render('reports/report', {
      report: slug,
      reports: reportsOf(user),
      charts: ReportChartTransformer.transform(charts, t),
      filters,
      shownFilters: definition.filters,
      rejected,
      options: {
        tournaments: tournaments.map(({ id, name }) => ({ id, name })),
        types: scope.types,
        categories: formCategories(),
      },
      channel: OCCUPANCY_CHANNEL,
    })
  }
}
