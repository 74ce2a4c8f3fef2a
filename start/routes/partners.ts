import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * The partner API (decision 0250): a partner token with the route's scope,
 * no session and no CSRF token (a bearer token rides on no cookie). Its
 * OpenAPI document is generated from these routes and their validators.
 */
const api = controllers.partners.PartnerApi
router.get('api/v1/openapi.json', [api, 'openapi']).as('partner_api.openapi')
router
  .group(() => {
    router
      .get('credentials', [api, 'credentials'])
      .as('partner_api.credentials')
      .use(middleware.partnerAuth({ scope: 'credentials:read' }))
    router
      .get('credentials/:id', [api, 'credential'])
      .as('partner_api.credential')
      .use(middleware.partnerAuth({ scope: 'credentials:read' }))
    router
      .get('credentials/:id/photo', [api, 'photo'])
      .as('partner_api.photo')
      .use(middleware.partnerAuth({ scope: 'photos:read' }))
    router
      .get('requests', [api, 'requests'])
      .as('partner_api.requests')
      .use(middleware.partnerAuth({ scope: 'requests:read' }))
    router
      .get('requests/:id', [api, 'request'])
      .as('partner_api.request')
      .use(middleware.partnerAuth({ scope: 'requests:read' }))
    router
      .post('organisations/:id/requests', [api, 'organisationRequest'])
      .as('partner_api.organisation_requests')
      .use(middleware.partnerAuth({ scope: 'requests:create' }))
    router
      .post('scans', [api, 'scans'])
      .as('partner_api.scans')
      .use(middleware.partnerAuth({ scope: 'scans:write' }))
  })
  .prefix('/api/v1')

/** Configuration → Partners: administrators only. */
const admin = controllers.partners.Partners
router
  .group(() => {
    router.get('partners', [admin, 'index']).as('partners.index')
    router.post('partners', [admin, 'store']).as('partners.store')
    router.get('partners/:id', [admin, 'show']).as('partners.show')
    router.post('partners/:id/revoke', [admin, 'revoke']).as('partners.revoke')
    router.post('partners/:id/tokens', [admin, 'storeToken']).as('partners.store_token')
    router.post('partners/:id/webhooks', [admin, 'storeWebhook']).as('partners.store_webhook')
    router.post('partner-tokens/:id/revoke', [admin, 'revokeToken']).as('partners.revoke_token')
    router.post('webhooks/:id/rotate', [admin, 'rotateWebhook']).as('partners.rotate_webhook')
    router.post('webhooks/:id/enable', [admin, 'enableWebhook']).as('partners.enable_webhook')
    router.post('webhook-messages/:id/resend', [admin, 'resend']).as('partners.resend')
  })
  .prefix('/merchant')
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
