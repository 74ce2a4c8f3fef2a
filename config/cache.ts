import env from '#start/env'
import { defineConfig, store, drivers } from '@adonisjs/cache'

/**
 * Option lists, permissions, players and configuration are cached with tags
 * so "clear cache by type" is a deleteByTag. With Redis the bus tells every
 * app instance to drop its in-memory copy.
 */
const cacheConfig = defineConfig({
  default: env.get('CACHE_STORE'),
  ttl: '10m',
  stores: {
    memory: store().useL1Layer(drivers.memory({ maxSize: '50mb' })),
    redis: store()
      .useL1Layer(drivers.memory({ maxSize: '50mb' }))
      .useL2Layer(drivers.redis({ connectionName: 'main' }))
      .useBus(drivers.redisBus({ connectionName: 'main' })),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
