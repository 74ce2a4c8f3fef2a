import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'

export default class DashboardController {
  async index({ inertia }: HttpContext) {
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
    })
  }
}
