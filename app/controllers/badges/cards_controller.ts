import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import { deskScope } from '#services/auth/form_access'
import { replaceCard } from '#services/badges/card_replacement'
import { cardReplacementValidator } from '#validators/card'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { wantsJson } from '#http/wants_json'

/** A credential's card: replaced when lost, stolen, damaged or renamed. */
export default class CardsController {
  /** POST systems/{id}/card {reason}: a new card (new code) replaces the one in the holder's hands. */
  async replace(ctx: HttpContext) {
    const { reason, version } = await ctx.request.validateUsing(cardReplacementValidator)
    const user = ctx.auth.getUserOrFail()
    const outcome = await replaceCard(Number(ctx.params.id), reason, {
      userId: user.id,
      scope: deskScope(user),
      version,
    })
    if (outcome.status === 'not_found')
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    if (outcome.status !== 'replaced') {
      const key = `badges.cards.${outcome.status}`
      const values = outcome.status === 'stale' ? { version: outcome.version } : {}
      if (wantsJson(ctx)) return ctx.response.conflict({ message: ctx.i18n.t(key, values) })
      notify(ctx, 'error', key, values)
      return redirectBack(ctx)
    }
    notify(ctx, 'success', 'badges.cards.replaced', { version: outcome.version })
    return redirectBack(ctx)
  }
}
