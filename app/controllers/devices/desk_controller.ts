import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'

/**
 * The desk app of a paired device (the till or the door, offline-first).
 * It needs no session: the device's token lives in the device.
 */
export default class DeskController {
  async show({ inertia }: HttpContext) {
    return inertia.render('devices/desk', {})
  }

  /**
   * The web manifest at the desk's root in a build (Vite writes it with the
   * assets; the development server answers this address itself).
   */
  async manifest({ response }: HttpContext) {
    response.header('content-type', 'application/manifest+json')
    return response.download(app.publicPath('assets/manifest.webmanifest'))
  }
}
