import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type OrganisationManager from '#models/organisation_manager'
import type Organisation from '#models/organisation'
import { portalManager } from '#services/organisations/portal_session'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The signed-in manager of an organisation's portal and their organisation. */
    portal?: { manager: OrganisationManager; organisation: Organisation }
  }
}

/**
 * The organisation's portal: a manager signed in by a mailed link, limited
 * to their own organisation. Anyone else goes to the page that mails a link.
 */
export default class OrganisationPortalMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const portal = await portalManager(ctx)
    if (!portal) {
      return ctx.response.redirect().toRoute('organisation_portal.request_link')
    }
    ctx.portal = portal
    return next()
  }
}
