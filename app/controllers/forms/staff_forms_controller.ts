import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import Form from '#models/form'
import Tournament from '#models/tournament'
import { routeFormType } from '#forms/route_form_type'
import { optionLists } from '#forms/option_lists'
import { changedFieldLabel, displayFields } from '#forms/form_display'
import { listForms, parseListFilters } from '#services/forms/form_list'
import { changeState, isTargetState, TRANSITIONS } from '#services/forms/form_state'
import { tutorList } from '#services/forms/tutor_list'
import TutorTransformer from '#transformers/tutor_transformer'
import { formLogEntries } from '#services/forms/form_log_entries'
import { hasCapability } from '#services/auth/capabilities'
import { listScope, lookUpForm } from '#services/auth/form_access'
import { seenForm } from '#http/seen_form'
import { notify } from '#http/notify'
import { permissionOptions } from '#services/configuration/permission_options'
import { wantsJson } from '#http/wants_json'
import { playerNamesOf } from '#services/players/player_names'
import { playerOptions } from '#forms/player_options'
import { redirectBack } from '#http/redirect_back'
import { nextWaiting } from '#services/forms/next_waiting'
import { bulkStateValidator, decisionDetailsValidator } from '#validators/form_state'
import {
  decisionDetailsFor,
  reasonChoicesFor,
  reasonLabelsOf,
} from '#services/applicants/rejection_details'
import { changesPanelOf } from '#services/applicants/change_requests'
import { gateStatusOf } from '#services/gates/gate_state'
import { gateDeliveries } from '#services/gates/gate_history'
import { fileAccessOf } from '#services/privacy/file_access_log'
import { consentsOf } from '#services/privacy/consent_records'
import { windowsOf } from '#support/tournament_windows'
import FormRowTransformer from '#transformers/form_row_transformer'
import FormDetailTransformer from '#transformers/form_detail_transformer'
import FormLogTransformer from '#transformers/form_log_transformer'
import FormFieldTransformer from '#transformers/form_field_transformer'
import FileAccessTransformer from '#transformers/file_access_transformer'
import { detailModel } from '#forms/definition'
import { duplicatesShownFor } from '#services/review/duplicate_review'
import { photoVerdictOf } from '#services/review/photo_review'
import { REPLACEMENT_REASONS } from '#services/badges/card_replacement'
import { REPRINT_REASONS } from '#services/badges/printed_cards'
import { stationChoices } from '#services/printing/print_stations'
import { checkedOrganisation, organisationChoices } from '#services/organisations/list_filter'

/** Staff review of every form type (/merchant/mform/{type}), driven by the registry. */
export default class StaffFormsController {
  async index(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const parsed = parseListFilters(ctx.request.qs())
    const organisations = await organisationChoices(definition.sport)
    const { organisation, ignored } = checkedOrganisation(parsed.organisation, organisations)
    const filters = { ...parsed, organisation }
    const page = await listForms(definition, filters)
    const user = ctx.auth.getUserOrFail()
    const players = await playerNamesOf(
      definition.slug,
      page.all().map((form) => form.id)
    )
    return ctx.inertia.render('forms/index', {
      type: definition.slug,
      /** What the list shows beyond its columns, as the type's definition says. */
      features: {
        namesPlayer: Boolean(definition.namesPlayer),
        links: definition.listLinks ?? [],
      },
      filters,
      organisationFilter: { options: organisations, ignored },
      /** Players its requests can be assigned to (the type says whether); skipped by a page change. */
      players: async () => {
        if (!definition.assignsToPlayer) return []
        const tournament = await Tournament.currentOf(definition.sport)
        return tournament ? await playerOptions(tournament) : []
      },
      rows: FormRowTransformer.transform(page.all(), players),
      meta: { currentPage: page.currentPage, lastPage: page.lastPage, total: page.total },
      can: { edit: hasCapability(user, 'edit'), create: hasCapability(user, 'create') },
      rejectionReasons: () => reasonChoicesFor([definition.slug], ctx.i18n.locale),
      /** Where the rows' cards may be sent: the stations of the list's sport (print capability). */
      printing: async () => ({
        stations: await stationChoices(user, (tournament) => tournament.sport === definition.sport),
        reprintReasons: [...REPRINT_REASONS],
      }),
    })
  }

  async show(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const scope = listScope(ctx.auth.getUserOrFail())
    const form = await seenForm(
      ctx,
      lookUpForm(scope, Number(ctx.params.id), { type: definition.slug })
    )
    if (!form) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    const tournament = await Tournament.findOrFail(form.tournamentId)
    const Detail = await detailModel(definition)
    const detailRow = await Detail.query().where('formId', form.id).first()
    const detail = detailRow?.serialize() ?? null
    const lists = await optionLists(tournament, ctx.i18n.locale, (key) => ctx.i18n.t(key))
    const user = ctx.auth.getUserOrFail()
    const permissions = await permissionOptions()
    const consents = await consentsOf([form.id])
    const gate = await gateStatusOf(form.id)
    const logs = await formLogEntries(form.id)
    const duplicates = await duplicatesShownFor(form.id, scope)
    return ctx.inertia.render('forms/show', {
      type: definition.slug,
      form: FormDetailTransformer.transform(form, {
        tournament,
        detail,
        permissions,
        gateError: gate.error,
        gateDesired: gate.desired,
        i18n: ctx.i18n,
      }),
      fields: FormFieldTransformer.transform(
        displayFields(definition, form, detail, lists, ctx.i18n)
      ),
      logs: FormLogTransformer.transform(
        logs,
        (name) => changedFieldLabel(definition, name, ctx.i18n),
        gateDeliveries(logs),
        await reasonLabelsOf(form.tournamentId, ctx.i18n.locale)
      ),
      fileAccess: FileAccessTransformer.transform(await fileAccessOf(form.id)),
      duplicates,
      photoCheck: await photoVerdictOf(form.id),
      changes: await changesPanelOf(form),
      consents: consents.get(form.id) ?? [],
      retention: {
        purgeOn: windowsOf(tournament).retention.purgeOn,
        purgedAt: form.purgedAt?.toISO() ?? null,
        erasedAt: form.erasedAt?.toISO() ?? null,
      },
      transitions: (['approved', 'rejected'] as const).filter((to) =>
        TRANSITIONS[to].includes(form.state as never)
      ),
      rejectionReasons: await reasonChoicesFor([definition.slug], ctx.i18n.locale),
      can: {
        edit: hasCapability(user, 'edit'),
        rfid: hasCapability(user, 'rfid'),
        print: hasCapability(user, 'print'),
      },
      replacementReasons: [...REPLACEMENT_REASONS],
    })
  }

  /** The parents and guardians a minor's type names (the ballboys'), each with their children. */
  async tutors(ctx: HttpContext) {
    const filters = parseListFilters(ctx.request.qs())
    const list = await tutorList(routeFormType(ctx), {
      search: filters.search,
      page: filters.page,
    })
    if (!list) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    const { tutors, meta } = list
    return ctx.inertia.render('forms/tutors', {
      search: filters.search ?? null,
      tutors: TutorTransformer.transform(tutors),
      meta,
    })
  }

  /**
   * POST changestate/{id} with {state}; with {next: true} the
   * reviewer goes on to the oldest request of the same list still waiting.
   */
  async changeState(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const state = ctx.request.input('state')
    if (!isTargetState(state)) return this.#refuse(ctx, 'forms_admin.state.invalid')
    const details = await decisionDetailsFor(
      definition.slug,
      state,
      await ctx.request.validateUsing(decisionDetailsValidator)
    )
    if (!details) return this.#refuse(ctx, 'applicants.reject.unknown_reason')
    const result = await changeState(
      [Number(ctx.params.id)],
      definition.slug,
      state,
      ctx.auth.user!.id,
      details
    )
    if (result.changed.length === 0) return this.#refuse(ctx, 'forms_admin.state.refused')
    if (wantsJson(ctx)) return { changed: result.changed, refused: [] }
    if (ctx.request.input('next')) return this.#openNext(ctx, definition.slug)
    notify(ctx, 'success', 'messages.updated')
    return redirectBack(ctx)
  }

  async #openNext(ctx: HttpContext, type: string) {
    const decided = await Form.findOrFail(Number(ctx.params.id))
    const next = await nextWaiting(decided)
    if (!next) {
      notify(ctx, 'success', 'forms_admin.state.queue_done')
      return ctx.response
        .redirect()
        .withQs({ state: 'waiting' })
        .toRoute('staff_forms.index', { type })
    }
    notify(ctx, 'success', 'forms_admin.state.updated_next')
    return ctx.response.redirect().toRoute('staff_forms.show', { type, id: next.id })
  }

  /** POST changestate with {ids[], state} (bulk; approved by default). */
  async bulkChangeState(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const {
      ids,
      state = 'approved',
      ...input
    } = await ctx.request.validateUsing(bulkStateValidator)
    const details = await decisionDetailsFor(definition.slug, state, input)
    if (!details) return this.#refuse(ctx, 'applicants.reject.unknown_reason')
    const result = await changeState(ids, definition.slug, state, ctx.auth.user!.id, details)
    if (wantsJson(ctx)) return result
    notify(ctx, result.refused.length ? 'info' : 'success', 'forms_admin.state.bulk', {
      changed: result.changed.length,
      refused: result.refused.length,
    })
    return redirectBack(ctx)
  }

  #refuse(ctx: HttpContext, key: string) {
    const message = ctx.i18n.t(key)
    if (wantsJson(ctx)) return ctx.response.unprocessableEntity({ message })
    notify(ctx, 'error', key)
    return redirectBack(ctx)
  }
}
