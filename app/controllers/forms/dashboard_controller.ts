import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import { countsByTypeAndState, latestForms } from '#services/forms/dashboard_counts'
import TournamentTransformer from '#transformers/tournament_transformer'
import FormTypeCountsTransformer from '#transformers/form_type_counts_transformer'
import LatestFormTransformer from '#transformers/latest_form_transformer'

export default class DashboardController {
  /** Home: current tournaments, requests per type and state, and the latest requests. */
  async index({ inertia, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const tournaments = await Tournament.current()
    return inertia.render('forms/dashboard', {
      tournaments: TournamentTransformer.transform(tournaments).useVariant('forDashboard'),
      counts: FormTypeCountsTransformer.transform(await countsByTypeAndState(user, tournaments)),
      latest: LatestFormTransformer.transform(await latestForms(user, tournaments)),
    })
  }
}
