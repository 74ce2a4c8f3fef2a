import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import Tournament from '#models/tournament'
import { guest } from '#forms/types/guest'
import { player as teamMember } from '#forms/types/player'
import { routeFormType } from '#forms/route_form_type'
import { validateFormRequest } from '#services/forms/validate_form_request'
import { submitForm } from '#services/forms/form_submission'
import { notify } from '#http/notify'
import { resolveLocale } from '#services/i18n/locales'
import { wantsJson } from '#http/wants_json'
import { assignTeamMembers } from '#services/players/team_assignment'
import { playerAllowances } from '#services/players/player_allowances'
import { assignTeamValidator } from '#validators/player_team'
import { redirectBack } from '#http/redirect_back'
import { canAccessFormType } from '#services/auth/form_access'
import ForbiddenException from '#exceptions/forbidden_exception'
import TournamentTransformer from '#transformers/tournament_transformer'
import PlayerAllowanceTransformer from '#transformers/player_allowance_transformer'

/** Staff tools around players' teams and guests: guest links, assigning members to a player, guests entered by staff. */
export default class PlayerTeamsController {
  /** Every listed player: places used of each limit and the private guest link. */
  async guestLinks({ inertia }: HttpContext) {
    const tournament = await this.#tournament()
    /** The links below are signed now: they stop working when this says, not when the tournament ends. */
    const now = DateTime.now()
    return inertia.render('players/guest_links', {
      tournament: TournamentTransformer.transform(tournament, now).useVariant('forGuestLinks'),
      players: PlayerAllowanceTransformer.transform(await playerAllowances(tournament, now)),
    })
  }

  async assign(ctx: HttpContext) {
    const { ids, player } = await ctx.request.validateUsing(assignTeamValidator)
    const result = await assignTeamMembers({
      definition: routeFormType(ctx),
      ids,
      playerId: player,
      tournament: await this.#tournament(),
      userId: ctx.auth.user!.id,
      locale: resolveLocale(ctx.i18n.locale),
    })
    if (wantsJson(ctx)) return { assigned: result.assigned }
    notify(ctx, 'success', 'players.assigned', {
      count: result.assigned,
      player: result.player.fullName,
    })
    return redirectBack(ctx)
  }

  /** A guest entered by staff for the player in the URL: a guest request, so the guest type's staff only. */
  async storeGuest(ctx: HttpContext) {
    if (!canAccessFormType(ctx.auth.getUserOrFail(), guest.slug)) {
      throw new ForbiddenException(`form type ${guest.slug}`)
    }
    const tournament = await this.#tournament()
    const values = await validateFormRequest(ctx, guest, 'staffCreate', tournament, {
      ...ctx.request.all(),
      ...ctx.request.allFiles(),
      player: String(ctx.params.id),
    })
    const form = await submitForm({
      definition: guest,
      tournament,
      values,
      locale: resolveLocale(ctx.i18n.locale),
      downloaded: [],
      userId: ctx.auth.user!.id,
      playerId: Number(ctx.params.id),
    })
    notify(ctx, 'success', 'messages.created')
    if (!form) return ctx.response.redirect().toRoute('staff_forms.index', { type: guest.slug })
    return ctx.response.redirect().toRoute('staff_forms.show', { type: guest.slug, id: form.id })
  }

  async #tournament() {
    const tournament = await Tournament.currentOf(teamMember.sport)
    if (!tournament) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([
        'GET',
        urlFor('staff_forms.index', { type: teamMember.slug }),
      ])
    }
    return tournament
  }
}
