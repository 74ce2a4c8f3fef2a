import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import i18nManager from '@adonisjs/i18n/services/main'
import Form from '#models/form'
import Tournament from '#models/tournament'
import { clientDefinition } from '#forms/client_definition'
import { optionLists } from '#forms/option_lists'
import { formType } from '#forms/registry'
import { MAX_UPLOAD } from '#forms/validation'
import { validateFormRequest } from '#services/forms/validate_form_request'
import { UnreadableImageError } from '#services/files/stored_files'
import { resolveLocale } from '#services/i18n/locales'
import { currentConsentKeys } from '#services/privacy/consent_texts'
import { askFormForChanges } from '#services/applicants/change_requests'
import {
  createOrganisationRequest,
  documentListedRefusal,
} from '#services/organisations/organisation_requests'
import { ORGANISATION_FIELDS, portalQuota } from '#services/organisations/portal_quota'
import { personOf } from '#services/organisations/organisation_people'
import { withdrawPerson } from '#services/organisations/withdrawal'
import {
  SUBSTITUTED_FIELDS,
  substitutePerson,
  validateSubstitution,
} from '#services/organisations/substitution'
import { notify } from '#http/notify'
import OrganisationQuotaTransformer from '#transformers/organisation_quota_transformer'
import { templateNames } from '#services/organisations/organisation_admin'

/** A manager's people: added by hand, withdrawn, substituted, invited to complete their data. */
export default class PortalPeopleController {
  /** The category's form (its fields, photo checks and crop), without what the organisation fills. */
  async create(ctx: HttpContext) {
    const { organisation } = ctx.portal!
    const found = await portalQuota(organisation, Number(ctx.params.quota))
    if (!found) return this.#notFound(ctx)
    if (found.quota.remaining === 0) return this.#full(ctx, found.quota)
    const tournament = await Tournament.findOrFail(organisation.tournamentId)
    const lists = await optionLists(tournament, ctx.i18n.locale, (key) => ctx.i18n.t(key))
    const form = clientDefinition(found.definition, lists)
    return ctx.inertia.render('organisations/portal/person_form', {
      form: {
        ...form,
        sections: form.sections
          .map((section) => ({
            ...section,
            fields: section.fields.filter((field) => !ORGANISATION_FIELDS.includes(field.name)),
          }))
          .filter((section) => section.fields.length > 0),
      },
      quota: OrganisationQuotaTransformer.transform(found.quota, await templateNames()),
      maxUpload: MAX_UPLOAD,
      consentTexts: currentConsentKeys(),
    })
  }

  async store(ctx: HttpContext) {
    const { organisation, manager } = ctx.portal!
    const found = await portalQuota(organisation, Number(ctx.params.quota))
    if (!found) return this.#notFound(ctx)
    const tournament = await Tournament.findOrFail(organisation.tournamentId)
    const data = { ...ctx.request.all(), ...ctx.request.allFiles(), company: organisation.name }
    const values = await validateFormRequest(
      ctx,
      found.definition,
      'organisation',
      tournament,
      data
    )
    try {
      const outcome = await createOrganisationRequest({
        organisation,
        quota: found.quota,
        values,
        locale: resolveLocale(ctx.i18n.locale),
        managerId: manager.id,
      })
      if (outcome.status === 'full') return this.#full(ctx, outcome)
      if (outcome.status === 'listed')
        throw documentListedRefusal(ctx.i18n.t('organisations.document_listed'))
      if (outcome.status === 'created')
        notify(
          ctx,
          'success',
          outcome.approved ? 'organisations.portal.added_approved' : 'organisations.portal.added',
          { name: `${outcome.form.name} ${outcome.form.lastName}` }
        )
    } catch (error) {
      this.#unreadableImage(ctx, error)
    }
    return ctx.response.redirect().toRoute('organisation_portal.home')
  }

  async withdraw(ctx: HttpContext) {
    const { organisation } = ctx.portal!
    const withdrawn = await withdrawPerson(organisation.id, Number(ctx.params.person))
    if (!withdrawn && !(await personOf(organisation.id, Number(ctx.params.person))))
      return this.#notFound(ctx)
    notify(ctx, 'success', 'organisations.portal.withdrawn')
    return ctx.response.redirect().toRoute('organisation_portal.home')
  }

  async editSubstitute(ctx: HttpContext) {
    const found = await this.#person(ctx)
    if (!found) return this.#notFound(ctx)
    const { form, definition } = found
    const tournament = await Tournament.findOrFail(form.tournamentId)
    const lists = await optionLists(tournament, ctx.i18n.locale, (key) => ctx.i18n.t(key))
    const client = clientDefinition(definition, lists)
    return ctx.inertia.render('organisations/portal/substitute', {
      person: { id: found.person.id, name: form.name, lastName: form.lastName },
      fields: client.sections
        .flatMap((section) => section.fields)
        .filter((field) => SUBSTITUTED_FIELDS.includes(field.name))
        .map((field) =>
          field.name === 'email' || field.name === 'image' ? { ...field, required: false } : field
        ),
      maxUpload: MAX_UPLOAD,
    })
  }

  async substitute(ctx: HttpContext) {
    const found = await this.#person(ctx)
    if (!found) return this.#notFound(ctx)
    const tournament = await Tournament.findOrFail(found.form.tournamentId)
    const values = await validateSubstitution(
      found.definition,
      tournament,
      { ...ctx.request.all(), ...ctx.request.allFiles() },
      ctx.i18n.createMessagesProvider()
    )
    let outcome
    try {
      outcome = await substitutePerson(
        ctx.portal!.organisation,
        found.definition,
        found.person,
        values
      )
    } catch (error) {
      this.#unreadableImage(ctx, error)
    }
    notify(
      ctx,
      outcome === 'refused' ? 'error' : 'success',
      `organisations.portal.substitution.${outcome}`
    )
    return ctx.response.redirect().toRoute('organisation_portal.home')
  }

  /** The person completes their own photo and data by a personal link (one round of changes). */
  async invite(ctx: HttpContext) {
    const found = await this.#person(ctx)
    if (!found) return this.#notFound(ctx)
    const i18n = i18nManager.locale(resolveLocale(found.form.locale))
    const outcome = await askFormForChanges(
      found.form,
      { image: i18n.t('organisations.invite_reason') },
      null
    )
    if ('refused' in outcome)
      notify(ctx, 'error', `organisations.portal.invite_refused.${outcome.refused}`)
    else notify(ctx, 'success', 'organisations.portal.invited', { email: found.form.email ?? '' })
    return ctx.response.redirect().toRoute('organisation_portal.home')
  }

  /** A person of the manager's organisation still holding a place, with their request. */
  async #person(ctx: HttpContext) {
    const person = await personOf(ctx.portal!.organisation.id, Number(ctx.params.person))
    if (!person || person.withdrawn) return null
    const form = await Form.find(person.formId)
    const definition = form ? formType(form.type) : undefined
    return form && definition ? { person, form, definition } : null
  }

  /** A photo whose bytes say JPEG or PNG but that does not decode is the form's error on its field. */
  #unreadableImage(ctx: HttpContext, error: unknown): never {
    if (!(error instanceof UnreadableImageError)) throw error
    throw new vineErrors.E_VALIDATION_ERROR([
      { field: 'image', rule: 'unreadable', message: ctx.i18n.t('forms.errors.unreadable_image') },
    ])
  }

  /** Another organisation's person or quota is answered as a missing one, naming nobody. */
  #notFound(ctx: HttpContext) {
    notify(ctx, 'error', 'organisations.portal.not_found')
    return ctx.response.redirect().toRoute('organisation_portal.home')
  }

  #full(ctx: HttpContext, quota: { places: number; used: number }) {
    notify(ctx, 'error', 'organisations.portal.full', { places: quota.places, used: quota.used })
    return ctx.response.redirect().toRoute('organisation_portal.home')
  }
}
