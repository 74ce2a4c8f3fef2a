import { BaseTransformer } from '@adonisjs/core/transformers'
import type Partner from '#models/partner'

/** A partner (tournament preloaded); with its tokens and endpoints on its own page. */
export default class PartnerTransformer extends BaseTransformer<Partner> {
  toObject() {
    const partner = this.resource
    return {
      id: partner.id,
      name: partner.name,
      tournament: partner.tournament.name,
      contactEmail: partner.contactEmail,
      locale: partner.locale,
      scopes: partner.scopeList,
      rateLimit: partner.rateLimit,
      revoked: partner.revokedAt !== null,
    }
  }

  /** Tokens (never their secret) and endpoints (never their secret). */
  forDetail() {
    const partner = this.resource
    return {
      ...this.toObject(),
      tokens: partner.tokens.map((token) => ({
        id: token.id,
        name: token.name,
        createdAt: token.createdAt.toISO() ?? '',
        expiresAt: token.expiresAt?.toISO() ?? null,
        revoked: token.revokedAt !== null,
      })),
      endpoints: partner.endpoints.map((endpoint) => ({
        id: endpoint.id,
        url: endpoint.url,
        events: endpoint.eventList,
        disabled: endpoint.disabledAt !== null,
        failingSince: endpoint.failingSince?.toISO() ?? null,
      })),
    }
  }
}
