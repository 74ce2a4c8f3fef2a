import type { HttpContext } from '@adonisjs/core/http'

/**
 * The desk app of a paired device (the till or the door, offline-first).
 * It needs no session: the device's token lives in the device.
 */
export default class DeskController {
  async show({ inertia }: HttpContext) {
    return inertia.render('devices/desk', {})
  }
}
