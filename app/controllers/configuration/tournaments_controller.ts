import type { HttpContext } from '@adonisjs/core/http'
import { auditActor } from '#http/audit_actor'
import Tournament from '#models/tournament'
import TournamentTransformer from '#transformers/tournament_transformer'
import { tournamentValidator } from '#validators/tournament'
import { saveTournament } from '#services/configuration/tournament_switch'
import { notify } from '#http/notify'
import { formCategories, formTypesBySport } from '#forms/registry'

/** Configuration → Tournament configuration (admin only; see start/routes/configuration.ts). */
export default class TournamentsController {
  async index({ inertia }: HttpContext) {
    const tournaments = await Tournament.query().orderBy('year', 'desc').orderBy('sport', 'desc')
    return inertia.render('configuration/tournaments/index', {
      tournaments: TournamentTransformer.transform(tournaments),
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('configuration/tournaments/form', {
      tournament: null,
      formTypesBySport: formTypesBySport(),
      categories: formCategories(),
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(tournamentValidator, {
      meta: { tournamentId: null, wasCurrent: false },
    })
    await saveTournament(input, undefined, auditActor(ctx))
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('tournaments.index')
  }

  async edit({ params, inertia }: HttpContext) {
    const tournament = await Tournament.findOrFail(params.id)
    return inertia.render('configuration/tournaments/form', {
      tournament: TournamentTransformer.transform(tournament),
      formTypesBySport: formTypesBySport(),
      categories: formCategories(),
    })
  }

  async update(ctx: HttpContext) {
    const tournament = await Tournament.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(tournamentValidator, {
      meta: { tournamentId: tournament.id, wasCurrent: tournament.isCurrent },
    })
    await saveTournament(input, tournament, auditActor(ctx))
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('tournaments.index')
  }
}
