import type { HttpContext } from '@adonisjs/core/http'
import { formTypesOf } from '#services/auth/form_access'
import { requestGateAction, retryGateDelivery } from '#services/gates/gate_requests'
import { gateStatusOf } from '#services/gates/gate_state'
import { GATE_ACTIONS, type GateAction } from '#services/gates/access_control'
import { routeFormType } from '#forms/route_form_type'
import Form from '#models/form'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { wantsJson } from '#http/wants_json'

/** Skidata, and retry of a failed delivery. */
export default class GatesController {
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const action = String(ctx.params.action)
    let key: string
    if (action === 'retry') {
      key = `gates.${await retryGateDelivery(ctx.params.id, formTypesOf(user), user.id)}`
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
      return ctx.response.status(ok ? 202 : 422).send({ message: ctx.i18n.t(key) })
    }
    notify(ctx, ok ? 'success' : 'error', key)
    return redirectBack(ctx)
  }

  /** GET mform/{type}/{id}/gate: where the credential stands, for its page to poll while pending. */
  async status(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const form = await Form.query()
      .where({ id: ctx.params.id, type: definition.slug })
      .select('id')
      .firstOrFail()
    return gateStatusOf(form.id)
  }
}
