import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import { countsByTypeAndState, latestForms } from '#services/forms/dashboard_counts'

export default class DashboardController {
  /** Home: current tournaments, requests per type and state, and the latest requests. */
  async index({ inertia, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const tournaments = await Tournament.current()
    return inertia.render('merchant/dashboard', {
      tournaments: tournaments.map((tournament) => ({
        id: tournament.id,
        sport: tournament.sport,
        name: tournament.name,
        year: tournament.year,
        startsOn: tournament.startsOn.toISODate(),
        endsOn: tournament.endsOn.toISODate(),
      })),
      counts: await countsByTypeAndState(user, tournaments),
      latest: await latestForms(user, tournaments),
    })
  }
}
