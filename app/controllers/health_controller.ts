import type { HttpContext } from '@adonisjs/core/http'
import { checkDatabase } from '#services/database_health'

export default class HealthController {
  /** For load balancers: 200 only when the database answers. */
  async show({ response }: HttpContext) {
    const database = await checkDatabase()
    return response
      .status(database ? 200 : 503)
      .send({ status: database ? 'ok' : 'unavailable', database })
  }
}
