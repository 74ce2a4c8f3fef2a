import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import { clientDefinition } from '#forms/client_definition'
import { optionLists } from '#forms/option_lists'
import { inputValues } from '#forms/form_input_values'
import { detailModel } from '#forms/definition'
import { kindOf } from '#forms/kinds/index'
import { fieldsOf } from '#forms/definition'
import { MAX_UPLOAD } from '#forms/validation'
import type { openRound } from '#services/applicants/change_requests'

/**
 * What the applicant's changes page shows: the request and its tournament
 * (shaped by their transformers), only the marked fields (as the public form
 * renders them), each with staff's reason, the stored values of those that
 * are not files, and where to send them (this same signed link).
 */
export async function changesPageProps(
  ctx: HttpContext,
  { round, form, definition }: NonNullable<Awaited<ReturnType<typeof openRound>>>
) {
  const reasons = round.fieldMap
  const tournament = await Tournament.findOrFail(form.tournamentId)
  const lists = await optionLists(tournament, ctx.i18n.locale, (key) => ctx.i18n.t(key))
  const client = clientDefinition(definition, lists)
  const fields = client.sections.flatMap((section) =>
    section.fields.filter((field) => field.name in reasons)
  )
  const Detail = await detailModel(definition)
  const detail = await Detail.query().where('formId', form.id).first()
  const stored = inputValues(definition, form, detail?.serialize() ?? null)
  const files = new Set(
    fieldsOf(definition)
      .filter((spec) => kindOf(spec).optionalOnEdit)
      .map((spec) => spec.name)
  )
  return {
    form,
    tournament,
    fields,
    reasons,
    options: Object.fromEntries(
      Object.entries(client.options).filter(([list]) => fields.some((f) => f.options === list))
    ),
    initial: Object.fromEntries(
      Object.entries(stored).filter(([name]) => name in reasons && !files.has(name))
    ),
    /** This same signed link: its signature is checked again on the answer. */
    action: { params: { id: form.id, nonce: round.nonce }, qs: ctx.request.qs() },
    maxUpload: MAX_UPLOAD,
  }
}
