import type { HttpContext } from '@adonisjs/core/http'
import { deskScope, formTypesOf, listScope, lookUpForm } from '#services/auth/form_access'
import { requestGateAction, retryGateDelivery } from '#services/gates/gate_requests'
import { gateStatusOf } from '#services/gates/gate_state'
import { GATE_ACTIONS, type GateAction } from '#services/gates/access_control'
import { routeFormType } from '#forms/route_form_type'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { wantsJson } from '#http/wants_json'
import { seenForm } from '#http/seen_form'

/** Skidata, and retry of a failed delivery: only for a credential of this year the user reviews. */
export default class GatesController {
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const action = String(ctx.params.action)
    const form = await seenForm(ctx, lookUpForm(deskScope(user), Number(ctx.params.id)))
    let key: string
    if (!form) {
      key = 'gates.not_found'
    } else if (action === 'retry') {
      key = `gates.${await retryGateDelivery(form.id, formTypesOf(user), user.id)}`
    } else if ((GATE_ACTIONS as readonly string[]).includes(action)) {
      const outcome = await requestGateAction(
        ctx.params.id,
        action as GateAction,
        formTypesOf(user),
        user.id
      )
      key = `gates.${outcome === 'queued' ? `queued_${action}` : outcome}`
    } else {
      key = 'gates.not_found'
    }
    const ok = key.startsWith('gates.queued') || key === 'gates.retried'
    if (wantsJson(ctx)) {
      const answer = { message: ctx.i18n.t(key) }
      return ok ? ctx.response.accepted(answer) : ctx.response.unprocessableEntity(answer)
    }
    notify(ctx, ok ? 'success' : 'error', key)
    return redirectBack(ctx)
  }

  /** GET mform/{type}/{id}/gate: where the credential stands, for its page to poll while pending. */
  async status(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const form = await seenForm(
      ctx,
      lookUpForm(listScope(ctx.auth.getUserOrFail()), Number(ctx.params.id))
    )
    if (!form || form.type !== definition.slug) return ctx.response.notFound()
    return gateStatusOf(form.id)
  }
}
