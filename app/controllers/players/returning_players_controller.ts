import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import { player } from '#forms/types/player'
import { isOpen } from '#forms/public_form_context'
import { publicFormRoute } from '#forms/public_form_routes'
import { playerLookupValidator } from '#validators/player_lookup'
import { lastYearMember, rememberReturningRequest } from '#services/players/returning_player'

/** A team member accredited last year finds their request by passport. */
export default class ReturningPlayersController {
  async show({ inertia, session }: HttpContext) {
    const tournament = await Tournament.currentOf('tennis')
    if (!isOpen(player, tournament)) return inertia.render('public/player_closed', {})
    return inertia.render('public/player_lookup', {
      missed: session.flashMessages.get('lookupMissed') ?? null,
    })
  }

  async search(ctx: HttpContext) {
    const tournament = await Tournament.currentOf('tennis')
    if (!tournament || !isOpen(player, tournament)) {
      return ctx.response.redirect().toRoute('player_closed')
    }
    const { passport, birthDate } = await ctx.request.validateUsing(playerLookupValidator)
    const found = await lastYearMember(player, passport, birthDate, tournament)
    if (!found) {
      ctx.session.flash('lookupMissed', passport)
      return ctx.response.redirect().toRoute('players.returning')
    }
    rememberReturningRequest(ctx, found)
    return ctx.response.redirect().toRoute(publicFormRoute(player.slug, 'show'))
  }
}
