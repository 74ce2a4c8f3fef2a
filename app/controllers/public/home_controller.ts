import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import { openFormLinks } from '#forms/open_forms'

export default class HomeController {
  /** Public index: the current tournament of each sport and the forms it takes. */
  async index({ inertia }: HttpContext) {
    const tournaments = await Tournament.current()
    return inertia.render('public/index', {
      tournaments: tournaments.map((tournament) => ({
        id: tournament.id,
        sport: tournament.sport,
        name: tournament.name,
        year: tournament.year,
        forms: openFormLinks(tournament),
      })),
    })
  }
}
