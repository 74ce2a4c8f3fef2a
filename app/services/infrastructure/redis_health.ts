import { RedisCheck } from '@adonisjs/redis'
import env from '#start/env'

/** Whether any store (sessions, cache, rate limits, jobs) lives in Redis. */
export function usesRedis() {
  return [
    env.get('SESSION_DRIVER'),
    env.get('CACHE_STORE'),
    env.get('LIMITER_STORE'),
    env.get('QUEUE_DRIVER'),
  ].includes('redis')
}

/**
 * The framework's Redis check (ping, with a short wait while reconnecting),
 * for GET /health. Null when no store uses Redis: the embedded setup never
 * connects to it.
 */
export async function checkRedis(): Promise<boolean | null> {
  if (!usesRedis()) return null
  const { default: redis } = await import('@adonisjs/redis/services/main')
  const connection = redis.connection('main')
  /** Connections are lazy: one no store has used yet is opened here (a failure is the check's). */
  if (connection.status === 'wait') await connection.ioConnection.connect().catch(() => {})
  const result = await new RedisCheck(connection).run()
  return result.status !== 'error'
}
