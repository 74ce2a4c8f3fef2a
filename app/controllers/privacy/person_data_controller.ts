import type { HttpContext } from '@adonisjs/core/http'
import { recordAudit } from '#services/audit/audit_trail'
import { auditActor } from '#http/audit_actor'
import { DateTime } from 'luxon'
import { notify } from '#http/notify'
import { recordFileAccess } from '#services/privacy/file_access_log'
import { findPerson, normalisedQuery, type PersonQuery } from '#services/privacy/person_search'
import { personExport } from '#services/privacy/person_export'
import { erasePerson, recentErasures, type ErasureRefusal } from '#services/privacy/person_erasure'
import PersonMatchTransformer from '#transformers/person_match_transformer'
import DataErasureTransformer from '#transformers/data_erasure_transformer'
import { personErasureValidator, personQueryValidator } from '#validators/person_data'

/**
 * Configuration → Personal data: an administrator finds everything held
 * about a person by document number or email, downloads it, and erases it
 * on the person's request. Searches are POSTs: the document or email never
 * lands in a URL or an access log.
 */
export default class PersonDataController {
  async index({ inertia }: HttpContext) {
    return inertia.render('privacy/person_data', {
      query: null,
      match: null,
      refusal: null,
      erasures: DataErasureTransformer.transform(await recentErasures()),
    })
  }

  async search(ctx: HttpContext) {
    const { by, value } = await ctx.request.validateUsing(personQueryValidator)
    return this.#results(ctx, normalisedQuery(by, value), null)
  }

  async export(ctx: HttpContext) {
    const { by, value } = await ctx.request.validateUsing(personQueryValidator)
    const query = normalisedQuery(by, value)
    const match = await findPerson(query)
    const zip = await personExport(query, match)
    for (const request of match.requests) {
      await recordFileAccess(ctx, { kind: 'person', formId: request.id, detail: query.by })
    }
    if (match.requests.length === 0)
      await recordFileAccess(ctx, { kind: 'person', detail: query.by })
    for (const request of match.requests) {
      await recordAudit({
        ...auditActor(ctx),
        action: 'person_data_exported',
        objectType: 'form',
        objectId: request.id,
        details: { by: query.by },
      })
    }
    ctx.response.header('content-type', 'application/zip')
    ctx.response.attachment(`personal-data-${DateTime.now().toFormat('yyyyLLdd-HHmm')}.zip`)
    ctx.response.header('cache-control', 'no-store')
    return ctx.response.send(zip)
  }

  async erase(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(personErasureValidator)
    const query = normalisedQuery(input.by, input.value)
    if (!input.confirmErasure) return this.#results(ctx, query, 'unconfirmed')
    const result = await erasePerson(
      query,
      { requests: input.requests ?? [], collections: input.collections ?? [] },
      ctx.auth.user!.id,
      auditActor(ctx)
    )
    if (!result.erased) return this.#results(ctx, query, result.reason)
    notify(ctx, 'success', 'privacy_admin.person.erased', {
      forms: result.forms,
      collections: result.collections,
      files: result.files,
    })
    return ctx.response.redirect().toRoute('person_data.index')
  }

  async #results(
    ctx: HttpContext,
    query: PersonQuery,
    refusal: ErasureRefusal | 'unconfirmed' | null
  ) {
    return ctx.inertia.render('privacy/person_data', {
      query,
      match: PersonMatchTransformer.transform(await findPerson(query)),
      refusal,
      erasures: DataErasureTransformer.transform(await recentErasures()),
    })
  }
}
