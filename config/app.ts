import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { trustProxyFrom } from '#services/security/trusted_proxies'

/** Encrypts cookies and signs URLs: losing or changing it logs everyone out. */
export const appKey = env.get('APP_KEY')

/** Absolute URL used in emails and signed links. */
export const appUrl = env.get('APP_URL')

export const http = defineConfig({
  generateRequestId: true,
  /** Staff file updates are sent as POST with _method=PUT. */
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  /** X-Forwarded-For is believed only from the proxies TRUSTED_PROXIES names (none by default). */
  trustProxy: trustProxyFrom(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
