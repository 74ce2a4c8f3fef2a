import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import { isDeviceApiRequest } from '#support/device_api'

const shieldConfig = defineConfig({
  /**
   * The Vite dev server (development and tests) injects inline scripts and
   * talks over websockets, so the policy is only strict on built assets.
   */
  csp: {
    enabled: app.inProduction,
    directives: {
      defaultSrc: [`'self'`],
      /**
       * 'wasm-unsafe-eval' lets our own WebAssembly compile (the applicant's
       * photo check, decision 0140); it allows no eval of JavaScript.
       */
      scriptSrc: [`'self'`, '@nonce', `'wasm-unsafe-eval'`],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:', 'blob:'],
      connectSrc: [`'self'`],
      frameAncestors: [`'none'`],
      objectSrc: [`'none'`],
      /** No injected <base> may redirect relative URLs, no form may post elsewhere. */
      baseUri: [`'none'`],
      formAction: [`'self'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    /** Never reached by the devices' API: shield does not run there (browser_state_middleware). */
    exceptRoutes: isDeviceApiRequest,
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: app.inProduction, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
