import vine from '@vinejs/vine'
import { MAX_PAGE } from '#services/partners/partner_feed'
import { PARTNER_SCOPES, WEBHOOK_EVENT_NAMES } from '#services/partners/partner_scopes'
import { recordId } from '#validators/rules/record_id'
import { locales } from '#config/i18n'

/** A feed's query string: the cursor given by the previous page, and the page size. */
export const feedQueryValidator = vine.create({
  cursor: vine.string().maxLength(200).optional(),
  limit: vine.number().withoutDecimals().range([1, MAX_PAGE]).optional(),
})

/** The most scans one request may carry: a vendor's backlog goes in several requests. */
export const MAX_SCANS_PER_REQUEST = 500

/**
 * An external access system's scan results (a turnstile vendor's passages),
 * each under a key of its own: a resent batch records nothing twice.
 */
export const externalScansValidator = vine.create({
  scans: vine
    .array(
      vine.object({
        key: vine.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
        code: vine.string().trim().minLength(1).maxLength(64),
        doorId: recordId(),
        direction: vine.enum(['in', 'out'] as const),
        verdict: vine.enum(['admit', 'deny'] as const),
        /** When the turnstile read the card (ISO 8601); now when left out. */
        at: vine.date({ formats: { utc: true } }).optional(),
      })
    )
    .minLength(1)
    .maxLength(MAX_SCANS_PER_REQUEST),
})

/**
 * A request a partner creates for an organisation (`requests:create`), sent
 * as the portal's form is (multipart): the quota it takes a place of and,
 * beside it, the person's fields as the quota's form type names them (its
 * photo `image` included), checked by that type's own rules.
 */
export const organisationRequestValidator = vine.create(
  vine
    .object({
      quotaId: recordId(),
      locale: vine.enum(locales).optional(),
    })
    .allowUnknownProperties()
)

/** Configuration → Partners: a partner of one tournament with its scopes. */
export const createPartnerValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
  contactEmail: vine.string().trim().email().maxLength(254),
  locale: vine.enum(locales),
  tournamentId: recordId(),
  scopes: vine.array(vine.enum(PARTNER_SCOPES)).minLength(1).distinct(),
  rateLimit: vine.number().withoutDecimals().range([1, 100_000]),
})

export const createPartnerTokenValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
  /** Days until it expires; none: until revoked. */
  days: vine.number().withoutDecimals().range([1, 3650]).optional(),
})

export const createWebhookValidator = vine.create({
  url: vine.string().trim().maxLength(2000),
  events: vine.array(vine.enum(WEBHOOK_EVENT_NAMES)).minLength(1).distinct(),
})
