import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import TournamentTransformer from '#transformers/tournament_transformer'

export default class HomeController {
  /** Public index: the current tournament of each sport and the forms it takes. */
  async index({ inertia }: HttpContext) {
    const tournaments = await Tournament.current()
    return inertia.render('public/index', {
      tournaments: TournamentTransformer.transform(tournaments).useVariant('forPublicIndex'),
    })
  }
}
