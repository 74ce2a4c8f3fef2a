import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type Device from '#models/device'
import { logAccess } from '#services/auth/access_log'
import { deviceForToken } from '#services/devices/device_token'
import { noteDeviceSeen } from '#services/devices/device_status'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The paired device behind a /device-api request (decision 0120). */
    device?: Device
  }
}

/**
 * Device routes: a bearer access token of a paired device, verified against
 * the database on every request (so a revoked device is refused at once),
 * whose ability still names the device's desk. Never a staff session (the
 * devices' API runs without one).
 */
export default class DeviceAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const header = ctx.request.header('authorization') ?? ''
    const value = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
    const device = value ? await deviceForToken(value) : null
    if (!device) {
      logAccess(ctx, 'unauthenticated', { reason: 'device token', userId: null })
      return ctx.response.unauthorized({ error: 'device_refused' })
    }
    ctx.device = device
    await noteDeviceSeen(device, {
      appVersion: ctx.request.header('x-app-version'),
      queued: ctx.request.header('x-queued-actions'),
      dataAt: ctx.request.header('x-data-at'),
    })
    return next()
  }
}
