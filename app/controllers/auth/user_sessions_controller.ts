import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { auditActor } from '#http/audit_actor'
import { notify } from '#http/notify'
import {
  endOneSession,
  forgetRememberedBrowser,
  signOutEverywhere,
} from '#services/auth/session_management'

/** Users → edit: an administrator ends someone's sessions (each one audited). */
export default class UserSessionsController {
  async end(ctx: HttpContext) {
    const user = await User.findOrFail(ctx.params.id)
    if (!(await endOneSession(user.id, ctx.params.session, auditActor(ctx)))) {
      return ctx.response.notFound()
    }
    notify(ctx, 'success', 'sign_in.sessions.ended')
    return ctx.response.redirect().toRoute('users.edit', { id: user.id })
  }

  async forget(ctx: HttpContext) {
    const user = await User.findOrFail(ctx.params.id)
    if (!(await forgetRememberedBrowser(user.id, ctx.params.device, auditActor(ctx)))) {
      return ctx.response.notFound()
    }
    notify(ctx, 'success', 'sign_in.sessions.device_forgotten')
    return ctx.response.redirect().toRoute('users.edit', { id: user.id })
  }

  async endAll(ctx: HttpContext) {
    const user = await User.findOrFail(ctx.params.id)
    await signOutEverywhere(user.id, auditActor(ctx))
    notify(ctx, 'success', 'sign_in.sessions.ended_all', { name: user.fullName })
    return ctx.response.redirect().toRoute('users.edit', { id: user.id })
  }
}
