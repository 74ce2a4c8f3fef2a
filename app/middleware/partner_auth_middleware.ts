import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import limiter from '@adonisjs/limiter/services/main'
import type Partner from '#models/partner'
import { logAccess } from '#services/auth/access_log'
import { partnerForToken } from '#services/partners/partner_tokens'
import type { PartnerScope } from '#services/partners/partner_scopes'
import { partnerApiRefusal } from '#http/partner_api_errors'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The partner behind a /api/v1 request (decision 0250). */
    partner?: Partner
  }
}

/**
 * Partner API routes: a bearer partner token, checked against the database
 * on every request (a revoked token stops at once), counted against its
 * partner's rate per token and minute, and holding the route's scope.
 */
export default class PartnerAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { scope: PartnerScope }) {
    const presented = await partnerForToken(ctx.request.header('authorization'))
    if (!presented) {
      logAccess(ctx, 'unauthenticated', { reason: 'partner token', userId: null })
      ctx.response.header('WWW-Authenticate', 'Bearer')
      return partnerApiRefusal(ctx, 'invalid_token')
    }
    const { partner, tokenId } = presented
    const counter = limiter.use({ requests: partner.rateLimit, duration: '1 min' })
    const used = await counter.increment(`partner_token_${tokenId}`)
    ctx.response.header('X-RateLimit-Limit', String(partner.rateLimit))
    ctx.response.header('X-RateLimit-Remaining', String(Math.max(0, used.remaining)))
    if (used.consumed > partner.rateLimit) {
      ctx.response.header('Retry-After', String(used.availableIn))
      return partnerApiRefusal(ctx, 'too_many_requests')
    }
    if (!partner.scopeList.includes(options.scope)) {
      return partnerApiRefusal(ctx, 'missing_scope', { scope: options.scope })
    }
    ctx.partner = partner
    return next()
  }
}
