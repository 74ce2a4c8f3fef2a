import type { HttpContext } from '@adonisjs/core/http'
import Organisation from '#models/organisation'
import OrganisationManager from '#models/organisation_manager'
import { notify } from '#http/notify'
import { managerValidator } from '#validators/organisation'
import { mailSignInLink } from '#services/organisations/manager_sign_in'
import { isUniqueViolation } from '#support/unique_violation'

/** An organisation's managers: added, removed (signed out at once) and mailed a sign-in link. */
export default class OrganisationManagersController {
  async store(ctx: HttpContext) {
    const organisation = await Organisation.findOrFail(ctx.params.id)
    const values = await ctx.request.validateUsing(managerValidator)
    try {
      const manager = await OrganisationManager.create({
        ...values,
        organisationId: organisation.id,
      })
      await mailSignInLink(manager)
      notify(ctx, 'success', 'organisations.manager_added', { email: manager.email })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      notify(ctx, 'error', 'organisations.manager_exists')
    }
    return ctx.response.redirect().toRoute('organisations.show', { id: organisation.id })
  }

  async destroy(ctx: HttpContext) {
    const manager = await this.#manager(ctx)
    await manager.delete()
    notify(ctx, 'success', 'messages.deleted')
    return ctx.response.redirect().toRoute('organisations.show', { id: manager.organisationId })
  }

  async sendLink(ctx: HttpContext) {
    const manager = await this.#manager(ctx)
    await mailSignInLink(manager)
    notify(ctx, 'success', 'organisations.link_sent', { email: manager.email })
    return ctx.response.redirect().toRoute('organisations.show', { id: manager.organisationId })
  }

  /** The manager named in the path, of the organisation named there only. */
  #manager(ctx: HttpContext) {
    return OrganisationManager.query()
      .where('id', ctx.params.manager)
      .where('organisationId', ctx.params.id)
      .firstOrFail()
  }
}
