import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { default as Device, DeviceKind } from '#models/device'
import { logAccess } from '#services/auth/access_log'
import {
  deviceForToken,
  presentedDeviceToken,
  type PresentedDeviceToken,
} from '#services/auth/device_token'
import { noteDeviceSeen } from '#services/devices/device_status'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The paired device behind a /device-api request (decision 0120). */
    device?: Device
    /** A door scan's token, verified by the scan's own read (decision 0160). */
    deviceToken?: PresentedDeviceToken
  }
}

/** A device request without a valid token: 401, logged. */
export function refuseDevice(ctx: HttpContext) {
  logAccess(ctx, 'unauthenticated', { reason: 'device token', userId: null })
  return ctx.response.unauthorized({ error: 'device_refused' })
}

/**
 * Device routes: a bearer access token of a paired device, verified against
 * the database on every request (so a revoked device is refused at once),
 * whose ability still names the device's desk. Never a staff session (the
 * devices' API runs without one). `verifiedByTheScan`: a door scan's read
 * checks the token with the door in the same query, so here it is only
 * decoded (the scan refuses it if the read finds nothing for it). `kinds`:
 * the desks a route serves; another kind's valid token is a 403
 * (`out_of_scope`), which names nothing of the route's data.
 */
export default class DeviceAuthMiddleware {
  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { verifiedByTheScan?: boolean; kinds?: DeviceKind[] } = {}
  ) {
    const presented = presentedDeviceToken(ctx.request.header('authorization'))
    if (options.verifiedByTheScan && presented) {
      ctx.deviceToken = presented
      return next()
    }
    const device = await deviceForToken(presented)
    if (!device) return refuseDevice(ctx)
    if (options.kinds && !options.kinds.includes(device.kind as DeviceKind)) {
      return ctx.response.forbidden({ error: 'out_of_scope' })
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
