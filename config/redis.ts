import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'

/** Connections are lazy: the embedded setup never touches Redis. */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: env.get('REDIS_HOST'),
      port: env.get('REDIS_PORT'),
      password: env.get('REDIS_PASSWORD', ''),
      db: env.get('REDIS_DB'),
      keyPrefix: '',
      lazyConnect: true,
      retryStrategy: (times: number) => (times > 10 ? null : times * 50),
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
