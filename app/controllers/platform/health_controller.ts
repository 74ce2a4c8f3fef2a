import type { HttpContext } from '@adonisjs/core/http'
import { checkDatabase } from '#services/infrastructure/database_health'
import { checkRedis } from '#services/infrastructure/redis_health'

export default class HealthController {
  /** For load balancers: 200 only when the database, and Redis if a store uses it, answer. */
  async show({ response }: HttpContext) {
    const [database, redis] = await Promise.all([checkDatabase(), checkRedis()])
    const healthy = database && redis !== false
    return response
      .status(healthy ? 200 : 503)
      .send({ status: healthy ? 'ok' : 'unavailable', database, redis })
  }
}
