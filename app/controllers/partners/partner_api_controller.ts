import type { HttpContext } from '@adonisjs/core/http'
import { decodePartnerCursor, type FeedName } from '#services/partners/partner_cursor'
import { CursorExpired, DEFAULT_PAGE, feedItem, feedPage } from '#services/partners/partner_feed'
import { recordExternalScans } from '#services/partners/external_scans'
import { credentialPhotoPath } from '#services/partners/partner_photos'
import { streamPrivateFile } from '#services/files/private_file_response'
import {
  externalScansValidator,
  feedQueryValidator,
  organisationRequestValidator,
} from '#validators/partners'
import Tournament from '#models/tournament'
import { partnerOrganisationQuota } from '#services/partners/partner_organisations'
import {
  createOrganisationRequest,
  documentListedRefusal,
} from '#services/organisations/organisation_requests'
import { validateFormRequest } from '#services/forms/validate_form_request'
import { partnerApiRefusal } from '#http/partner_api_errors'
import { sendWithEtag } from '#http/etag'
import { partnerOpenApi } from '#http/partner_openapi'

/**
 * The partner API, /api/v1 (decisions 0250-0252): JSON only, a partner token
 * with the route's scope on every route but the document; every id is
 * looked up within the partner's tournament, so another's names nothing.
 */
export default class PartnerApiController {
  async openapi(ctx: HttpContext) {
    return sendWithEtag(ctx, partnerOpenApi())
  }

  private async page(ctx: HttpContext, feed: FeedName) {
    const query = await feedQueryValidator.validate(ctx.request.qs())
    const partner = ctx.partner!
    let cursor = null
    if (query.cursor !== undefined) {
      cursor = decodePartnerCursor(query.cursor, feed, partner.tournamentId)
      if (!cursor) return partnerApiRefusal(ctx, 'invalid_cursor')
    }
    try {
      return sendWithEtag(ctx, await feedPage(partner, feed, cursor, query.limit ?? DEFAULT_PAGE))
    } catch (error) {
      if (error instanceof CursorExpired) return partnerApiRefusal(ctx, 'cursor_expired')
      throw error
    }
  }

  private async one(ctx: HttpContext, feed: FeedName) {
    const item = await feedItem(ctx.partner!, feed, Number(ctx.params.id))
    if (!item) return partnerApiRefusal(ctx, 'not_found')
    return sendWithEtag(ctx, { data: item })
  }

  async credentials(ctx: HttpContext) {
    return this.page(ctx, 'credentials')
  }

  async credential(ctx: HttpContext) {
    return this.one(ctx, 'credentials')
  }

  async requests(ctx: HttpContext) {
    return this.page(ctx, 'requests')
  }

  async request(ctx: HttpContext) {
    return this.one(ctx, 'requests')
  }

  async photo(ctx: HttpContext) {
    const path = await credentialPhotoPath(ctx.partner!, Number(ctx.params.id))
    if (!path) return partnerApiRefusal(ctx, 'not_found')
    return streamPrivateFile(ctx, path)
  }

  /**
   * A request for an organisation within its quota, through the portal's one
   * entry point: over quota nothing is stored (409 `over_quota`).
   */
  async organisationRequest(ctx: HttpContext) {
    const partner = ctx.partner!
    const input = await ctx.request.validateUsing(organisationRequestValidator)
    const found = await partnerOrganisationQuota(partner, Number(ctx.params.id), input.quotaId)
    if (!found) return partnerApiRefusal(ctx, 'not_found')
    const { organisation, quota, definition } = found
    const tournament = await Tournament.findOrFail(organisation.tournamentId)
    const person = { ...ctx.request.except(['quotaId', 'locale']), ...ctx.request.allFiles() }
    const values = await validateFormRequest(ctx, definition, 'public', tournament, {
      ...person,
      company: organisation.name,
    })
    const outcome = await createOrganisationRequest({
      organisation,
      quota,
      values,
      locale: input.locale ?? (partner.locale === 'en' ? 'en' : 'es'),
      managerId: null,
    })
    if (outcome.status === 'full') {
      return partnerApiRefusal(ctx, 'over_quota', { places: outcome.places, used: outcome.used })
    }
    if (outcome.status === 'repeated') return partnerApiRefusal(ctx, 'bad_request')
    if (outcome.status === 'listed')
      throw documentListedRefusal(ctx.i18n.t('organisations.document_listed'))
    const item = await feedItem(partner, 'requests', outcome.form.id)
    return ctx.response.status(201).send({ data: item })
  }

  async scans(ctx: HttpContext) {
    const { scans } = await ctx.request.validateUsing(externalScansValidator)
    return { results: await recordExternalScans(ctx.partner!, scans) }
  }
}
