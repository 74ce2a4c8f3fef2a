import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import type { SessionStoreFactory } from '@adonisjs/session/types'
import { StaffOnServerStore } from '#services/auth/staff_session_store'
import { ResentSessionCookieStore } from '#services/auth/resent_session_cookie'

/** The encrypted cookie store, an unchanged session's cookie renewed without re-encrypting it. */
const cookieResent = configProvider.create<SessionStoreFactory>(async (application) => {
  const cookie = await stores.cookie().resolver(application)
  return (ctx, config) => new ResentSessionCookieStore(cookie(ctx, config), ctx, config.cookie)
})

/**
 * The "redis" store keeps staff sessions in Redis and anonymous visitors'
 * sessions in their cookie, so public traffic writes nothing to Redis.
 */
const staffInRedis = configProvider.create<SessionStoreFactory>(async (application) => {
  const browser = await cookieResent.resolver(application)
  const server = await stores.redis({ connection: 'main' }).resolver(application)
  return (ctx, config) => new StaffOnServerStore(browser(ctx, config), server(ctx, config))
})

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'acc-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: cookieResent,
    redis: staffInRedis,
  },
})

export default sessionConfig
