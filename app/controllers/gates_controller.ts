import type { HttpContext } from '@adonisjs/core/http'
import { deskScope, formTypesOf, lookUpForm } from '#services/auth/form_access'
import { requestGateAction, retryGateDeliveries } from '#services/gates/gate_requests'
import { GATE_ACTIONS, type GateAction } from '#services/gates/access_control'
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
      key =
        (await retryGateDeliveries(ctx.params.id)) > 0 ? 'gates.retried' : 'gates.nothing_to_retry'
    } else if ((GATE_ACTIONS as readonly string[]).includes(action)) {
      const outcome = await requestGateAction(
        ctx.params.id,
        action as GateAction,
        formTypesOf(user)
      )
      key = `gates.${outcome === 'queued' ? `queued_${action}` : outcome}`
    } else {
      key = 'gates.not_found'
    }
    const ok = key.startsWith('gates.queued') || key === 'gates.retried'
    if (wantsJson(ctx)) {
      return ctx.response.status(ok ? 202 : 422).send({ message: ctx.i18n.t(key) })
    }
    notify(ctx, ok ? 'success' : 'error', key)
    return redirectBack(ctx)
  }
}
