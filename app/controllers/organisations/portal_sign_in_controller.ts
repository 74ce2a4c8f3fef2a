import type { HttpContext } from '@adonisjs/core/http'
import { linkRequestValidator } from '#validators/organisation'
import {
  consumeSignInLink,
  requestSignInLinks,
  usableLink,
} from '#services/organisations/manager_sign_in'
import { endPortalSession, startPortalSession } from '#services/organisations/portal_session'
import { notify } from '#http/notify'

/**
 * A manager's way in: a mailed single-use link. Opening the link shows a
 * button (a GET changes nothing: mail scanners open links), pressing it
 * burns the link and starts a session limited to the organisation.
 */
export default class PortalSignInController {
  async create({ inertia }: HttpContext) {
    return inertia.render('organisations/portal/request_link', {})
  }

  /** The same answer whether or not the address is a manager's (no enumeration). */
  async store(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(linkRequestValidator)
    await requestSignInLinks(email)
    notify(ctx, 'success', 'organisations.portal.link_requested')
    return ctx.response.redirect().toRoute('organisation_portal.request_link')
  }

  async show({ inertia, params, response }: HttpContext) {
    const link = await usableLink(String(params.token))
    if (!link) response.status(410)
    return inertia.render('organisations/portal/sign_in', {
      token: String(params.token),
      usable: Boolean(link),
    })
  }

  async enter(ctx: HttpContext) {
    const manager = await consumeSignInLink(String(ctx.params.token))
    if (!manager) {
      notify(ctx, 'error', 'organisations.portal.link_refused')
      return ctx.response.redirect().toRoute('organisation_portal.request_link')
    }
    startPortalSession(ctx, manager)
    return ctx.response.redirect().toRoute('organisation_portal.home')
  }

  async destroy(ctx: HttpContext) {
    endPortalSession(ctx)
    notify(ctx, 'success', 'organisations.portal.signed_out')
    return ctx.response.redirect().toRoute('organisation_portal.request_link')
  }
}
