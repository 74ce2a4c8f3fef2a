import type { HttpContext } from '@adonisjs/core/http'
import Organisation from '#models/organisation'
import OrganisationQuota from '#models/organisation_quota'
import { notify } from '#http/notify'
import { placesValidator, quotaValidator } from '#validators/organisation'
import { addQuota } from '#services/organisations/organisation_admin'
import { setPlaces } from '#services/organisations/quotas'

/** An organisation's quotas: added per form type, template and day; places changed. */
export default class OrganisationQuotasController {
  async store(ctx: HttpContext) {
    const organisation = await Organisation.findOrFail(ctx.params.id)
    const values = await ctx.request.validateUsing(quotaValidator)
    const outcome = await addQuota(organisation, values)
    if (typeof outcome === 'string') notify(ctx, 'error', `organisations.quota_refused.${outcome}`)
    else notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('organisations.show', { id: organisation.id })
  }

  /** Lowering below the places in use is refused with the numbers. */
  async update(ctx: HttpContext) {
    const quota = await OrganisationQuota.query()
      .where('id', ctx.params.quota)
      .where('organisationId', ctx.params.id)
      .firstOrFail()
    const { places } = await ctx.request.validateUsing(placesValidator)
    const outcome = await setPlaces(quota.id, places)
    if (outcome.status === 'below_use') {
      notify(ctx, 'error', 'organisations.below_use', { places, used: outcome.used })
    } else {
      notify(ctx, 'success', 'messages.updated')
    }
    return ctx.response.redirect().toRoute('organisations.show', { id: quota.organisationId })
  }
}
