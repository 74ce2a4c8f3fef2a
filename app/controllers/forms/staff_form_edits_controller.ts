import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type Form from '#models/form'
import Tournament from '#models/tournament'
import { permissionOptions } from '#services/configuration/permission_options'
import { routeFormType } from '#forms/route_form_type'
import type { FormTypeDefinition } from '#forms/definition'
import { clientDefinition } from '#forms/client_definition'
import { ACCREDITATION_GROUPS, optionLists } from '#forms/option_lists'
import { presetValues } from '#forms/staff_preset'
import { validateFormRequest } from '#services/forms/validate_form_request'
import { submitForm } from '#services/forms/form_submission'
import { updateForm } from '#services/forms/form_update'
import { notify } from '#http/notify'
import { seenForm } from '#http/seen_form'
import { resolveLocale } from '#services/i18n/locales'
import { redirectBack } from '#http/redirect_back'
import FormRecordTransformer from '#transformers/form_record_transformer'
import { detailModel } from '#forms/definition'
import { hasCapability } from '#services/auth/capabilities'
import { listScope, lookUpForm } from '#services/auth/form_access'
import ForbiddenException from '#exceptions/forbidden_exception'

/**
 * Whether this request asks to issue a credential (approved at once). That
 * is an approval, so it needs the right to approve (`edit`) beside `create`.
 */
function wantsIssued(ctx: HttpContext, definition: FormTypeDefinition, asked: unknown) {
  if (!definition.issuedByStaff || asked !== '1') return false
  if (!hasCapability(ctx.auth.getUserOrFail(), 'edit')) {
    throw new ForbiddenException('capability edit (issue an approved credential)')
  }
  return true
}

/** Staff create and edit requests with the public rules plus the credential fields. */
export default class StaffFormEditsController {
  async create(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    return this.#render(ctx, definition, await this.#currentTournament(definition), null)
  }

  async store(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const issued = wantsIssued(ctx, definition, ctx.request.input('issued'))
    const tournament = await this.#currentTournament(definition)
    const kind = definition.publicPath.includes(':kind')
      ? String(ctx.request.input('kind', ''))
      : undefined
    const values = await this.#validate(ctx, definition, tournament, 'staffCreate')
    if (kind !== undefined && !ACCREDITATION_GROUPS.includes(kind)) {
      notify(ctx, 'error', 'forms_admin.kind_required')
      return redirectBack(ctx)
    }
    const form = await submitForm({
      definition,
      tournament,
      values,
      locale: resolveLocale(ctx.i18n.locale),
      downloaded: [],
      kind,
      userId: ctx.auth.user!.id,
      issued,
    })
    notify(ctx, 'success', 'messages.created')
    const type = definition.slug
    if (!form) return ctx.response.redirect().toRoute('staff_forms.index', { type })
    return ctx.response.redirect().toRoute('staff_forms.show', { type, id: form.id })
  }

  async edit(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const form = await this.#form(ctx, definition)
    return this.#render(ctx, definition, await Tournament.findOrFail(form.tournamentId), form)
  }

  async update(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const form = await this.#form(ctx, definition)
    const tournament = await Tournament.findOrFail(form.tournamentId)
    const values = await this.#validate(ctx, definition, tournament, 'staffEdit')
    await updateForm(
      definition,
      form,
      values,
      ctx.auth.user!.id,
      tournament,
      resolveLocale(ctx.i18n.locale)
    )
    notify(ctx, 'success', 'messages.updated')
    return ctx.response
      .redirect()
      .toRoute('staff_forms.show', { type: definition.slug, id: form.id })
  }

  /** The route's request, when the user may see it; else "not found", naming nothing. */
  async #form(ctx: HttpContext, definition: FormTypeDefinition) {
    const scope = listScope(ctx.auth.getUserOrFail())
    const form = await seenForm(
      ctx,
      lookUpForm(scope, Number(ctx.params.id), { type: definition.slug })
    )
    if (!form) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    return form
  }

  /** Staff enter requests for this year's tournament; none configured is "not found". */
  async #currentTournament(definition: FormTypeDefinition) {
    const tournament = await Tournament.currentOf(definition.sport)
    if (!tournament)
      throw new httpErrors.E_ROUTE_NOT_FOUND([
        'GET',
        urlFor('staff_forms.index', { type: definition.slug }),
      ])
    return tournament
  }

  async #validate(
    ctx: HttpContext,
    definition: FormTypeDefinition,
    tournament: Tournament,
    variant: 'staffCreate' | 'staffEdit'
  ) {
    return validateFormRequest(ctx, definition, variant, tournament, {
      ...ctx.request.all(),
      ...ctx.request.allFiles(),
    })
  }

  async #render(
    ctx: HttpContext,
    definition: FormTypeDefinition,
    tournament: Tournament,
    form: Form | null
  ) {
    const lists = await optionLists(tournament, ctx.i18n.locale, (key) => ctx.i18n.t(key))
    const Detail = await detailModel(definition)
    const detail = form ? await Detail.query().where('formId', form.id).first() : null
    return ctx.inertia.render('forms/form', {
      type: definition.slug,
      form: clientDefinition(definition, lists, 'staff'),
      record: FormRecordTransformer.transform(form, detail?.serialize() ?? null),
      preset: form ? {} : presetValues(definition, lists, ctx.request.qs()),
      kinds: definition.publicPath.includes(':kind') && !form ? [...ACCREDITATION_GROUPS] : [],
      /** A credential staff issue from the console (category free), not a request. */
      issued: !form && wantsIssued(ctx, definition, ctx.request.qs().issued),
      permissions: await permissionOptions(),
    })
  }
}
