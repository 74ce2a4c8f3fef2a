import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'

/**
 * Server-sent events (live door occupancy). With several instances
 * (TRANSMIT_TRANSPORT=redis) an event broadcast on one reaches the browsers
 * connected to any other.
 */
export default defineConfig({
  pingInterval: '30s',
  transport:
    env.get('TRANSMIT_TRANSPORT') === 'redis'
      ? {
          driver: redis({
            host: env.get('REDIS_HOST'),
            port: env.get('REDIS_PORT'),
            password: env.get('REDIS_PASSWORD'),
            keyPrefix: 'transmit',
          }),
        }
      : null,
})
