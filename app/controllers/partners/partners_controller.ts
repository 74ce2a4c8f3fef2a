import type { HttpContext } from '@adonisjs/core/http'
import { auditConfiguration } from '#http/audit_configuration'
import { DateTime } from 'luxon'
import Partner from '#models/partner'
import PartnerToken from '#models/partner_token'
import WebhookEndpoint from '#models/webhook_endpoint'
import { notify } from '#http/notify'
import {
  deliveryLog,
  partnerList,
  partnerOfMessage,
  partnerWithDetail,
  tournamentChoices,
} from '#services/partners/partner_admin'
import {
  issuePartnerToken,
  revokePartner,
  revokePartnerToken,
} from '#services/partners/partner_tokens'
import {
  createWebhookEndpoint,
  enableWebhookEndpoint,
  rotateWebhookSecret,
} from '#services/partners/webhook_endpoints'
import { resendWebhookMessage } from '#services/partners/webhook_delivery'
import { dispatchWebhookDeliveries } from '#services/partners/webhook_dispatch'
import { PARTNER_SCOPES, WEBHOOK_EVENT_NAMES } from '#services/partners/partner_scopes'
import PartnerTransformer from '#transformers/partner_transformer'
import TournamentTransformer from '#transformers/tournament_transformer'
import WebhookAttemptTransformer from '#transformers/webhook_attempt_transformer'
import {
  createPartnerTokenValidator,
  createPartnerValidator,
  createWebhookValidator,
} from '#validators/partners'

/** The flash key of a secret just made (a token, a webhook secret): shown once, on the partner's page. */
const SECRET_FLASH = 'partner_secret'

/** Configuration → Partners (administrators): partners, their tokens and webhook endpoints. */
export default class PartnersController {
  async index({ inertia }: HttpContext) {
    return inertia.render('partners/index', {
      partners: PartnerTransformer.transform(await partnerList()),
      tournaments: TournamentTransformer.transform(await tournamentChoices()).useVariant(
        'forDevices'
      ),
      scopes: [...PARTNER_SCOPES],
    })
  }

  /** A partner and its first token, shown once. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createPartnerValidator)
    const partner = await Partner.create({
      name: input.name,
      contactEmail: input.contactEmail,
      locale: input.locale,
      tournamentId: input.tournamentId,
      scopes: JSON.stringify(input.scopes),
      rateLimit: input.rateLimit,
    })
    const { token, value } = await issuePartnerToken(partner, { name: input.name })
    await auditConfiguration(ctx, 'partner', partner.id, {
      created: partner.name,
      scopes: input.scopes,
      token: token.id,
    })
    return this.#showSecret(ctx, partner.id, 'token', value)
  }

  async show(ctx: HttpContext) {
    const partner = await partnerWithDetail(Number(ctx.params.id))
    const flashed = ctx.session.flashMessages.get(SECRET_FLASH) as
      { partnerId: number; kind: string; value: string } | undefined
    return ctx.inertia.render('partners/show', {
      partner: PartnerTransformer.transform(partner).useVariant('forDetail'),
      deliveries: WebhookAttemptTransformer.transform(await deliveryLog(partner.id)),
      events: [...WEBHOOK_EVENT_NAMES],
      secret:
        flashed && flashed.partnerId === partner.id
          ? { kind: flashed.kind, value: flashed.value }
          : null,
    })
  }

  async revoke(ctx: HttpContext) {
    const partner = await Partner.findOrFail(ctx.params.id)
    await revokePartner(partner)
    await auditConfiguration(ctx, 'partner', partner.id, { revoked: partner.name })
    notify(ctx, 'success', 'partners.revoked')
    return ctx.response.redirect().toRoute('partners.show', { id: partner.id })
  }

  async storeToken(ctx: HttpContext) {
    const partner = await Partner.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(createPartnerTokenValidator)
    const { token, value } = await issuePartnerToken(partner, {
      name: input.name,
      expiresAt: input.days ? DateTime.now().plus({ days: input.days }) : null,
    })
    await auditConfiguration(ctx, 'partner_token', token.id, {
      created: input.name,
      partner: partner.id,
      days: input.days ?? null,
    })
    return this.#showSecret(ctx, partner.id, 'token', value)
  }

  async revokeToken(ctx: HttpContext) {
    const token = await PartnerToken.findOrFail(ctx.params.id)
    await revokePartnerToken(token)
    await auditConfiguration(ctx, 'partner_token', token.id, {
      revoked: token.name,
      partner: token.partnerId,
    })
    notify(ctx, 'success', 'partners.token_revoked')
    return ctx.response.redirect().toRoute('partners.show', { id: token.partnerId })
  }

  /** An endpoint whose address passes the SSRF check, with its signing secret shown once. */
  async storeWebhook(ctx: HttpContext) {
    const partner = await Partner.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(createWebhookValidator)
    const endpoint = await createWebhookEndpoint(partner, input)
    if (typeof endpoint === 'string') {
      notify(ctx, 'error', `partners.webhook_refused.${endpoint}`)
      return ctx.response.redirect().toRoute('partners.show', { id: partner.id })
    }
    await auditConfiguration(ctx, 'webhook_endpoint', endpoint.id, {
      created: new URL(endpoint.url).host,
      partner: partner.id,
    })
    return this.#showSecret(ctx, partner.id, 'webhook_secret', endpoint.secret)
  }

  async rotateWebhook(ctx: HttpContext) {
    const endpoint = await WebhookEndpoint.findOrFail(ctx.params.id)
    const secret = await rotateWebhookSecret(endpoint)
    await auditConfiguration(ctx, 'webhook_endpoint', endpoint.id, { secretRotated: true })
    return this.#showSecret(ctx, endpoint.partnerId, 'webhook_secret', secret)
  }

  async enableWebhook(ctx: HttpContext) {
    const endpoint = await WebhookEndpoint.findOrFail(ctx.params.id)
    await dispatchWebhookDeliveries(await enableWebhookEndpoint(endpoint))
    await auditConfiguration(ctx, 'webhook_endpoint', endpoint.id, { enabled: true })
    notify(ctx, 'success', 'partners.webhook_enabled')
    return ctx.response.redirect().toRoute('partners.show', { id: endpoint.partnerId })
  }

  /** Resend a message's credential as it is now. */
  async resend(ctx: HttpContext) {
    const messageId = Number(ctx.params.id)
    const partnerId = await partnerOfMessage(messageId)
    if (partnerId === null) return ctx.response.notFound()
    if (await resendWebhookMessage(messageId)) {
      await dispatchWebhookDeliveries([messageId])
      notify(ctx, 'success', 'partners.resent')
    } else {
      notify(ctx, 'info', 'partners.being_sent')
    }
    return ctx.response.redirect().toRoute('partners.show', { id: partnerId })
  }

  #showSecret(ctx: HttpContext, partnerId: number, kind: string, value: string) {
    ctx.session.flash(SECRET_FLASH, { partnerId, kind, value })
    return ctx.response.redirect().toRoute('partners.show', { id: partnerId })
  }
}
