import type { HttpContext } from '@adonisjs/core/http'
import { recordAudit } from '#services/audit/audit_trail'
import { pairWithCode } from '#services/devices/pairing'
import { decodeCursor, deltaFor, snapshotFor } from '#services/devices/snapshot'
import { recordDeviceActions } from '#services/devices/device_actions'
import {
  deskPinValidator,
  deviceActionsValidator,
  devicePhotosValidator,
  pairValidator,
} from '#validators/devices'
import { deskStaff, pinRequired, signInStaff } from '#services/devices/desk_staff'
import { deviceThumbnails, MAX_PHOTOS_PER_REQUEST } from '#services/devices/photo_thumbnails'
import { doorScanValidator } from '#validators/doors'
import { recordScan } from '#services/doors/passages'
import { deviceForToken } from '#services/auth/device_token'
import { refuseDevice } from '#middleware/device_auth_middleware'
import { deskPinLimits, devicePairingLimits, limitFailures } from '#start/limiter'

/**
 * The paired devices' API (decision 0120): JSON only, a device token on
 * every request but pairing, scoped to the device's desk by the middleware
 * and the services.
 */
export default class DeviceApiController {
  /** A one-time code from the admin page's QR code, exchanged for the device's token; failures are limited. */
  async pair(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(pairValidator)
    const paired = await limitFailures(devicePairingLimits(ctx.request.ip()), () =>
      pairWithCode(code)
    )
    if (!paired) {
      return ctx.response.unprocessableEntity({ error: ctx.i18n.t('devices.pairing_refused') })
    }
    const { device, token } = paired
    /** The device acts alone here: it names itself (the admin who made the code is in its row). */
    await recordAudit({
      actorId: null,
      actorLabel: `device #${device.id}`,
      ip: ctx.request.ip(),
      action: 'device_paired',
      objectType: 'device',
      objectId: device.id,
      details: { name: device.name, kind: device.kind },
    })
    return { token, device: { id: device.id, name: device.name, kind: device.kind } }
  }

  async me({ device }: HttpContext) {
    return {
      device: { id: device!.id, name: device!.name, kind: device!.kind },
      pinRequired: await pinRequired(device!),
    }
  }

  /** Who may sign in on the desk with a PIN (names only). */
  async staff({ device }: HttpContext) {
    return { pinRequired: await pinRequired(device!), staff: await deskStaff() }
  }

  /** A staff member's PIN: a pass naming them on the actions of this device; wrong ones are limited. */
  async staffSignIn(ctx: HttpContext) {
    const { userId, pin } = await ctx.request.validateUsing(deskPinValidator)
    const signedIn = await limitFailures(deskPinLimits(ctx.device!.id, userId), () =>
      signInStaff(ctx.device!, userId, pin)
    )
    if (!signedIn) {
      return ctx.response.unprocessableEntity({ error: ctx.i18n.t('desk.pin_wrong') })
    }
    return signedIn
  }

  async snapshot({ device }: HttpContext) {
    return snapshotFor(device!)
  }

  async delta(ctx: HttpContext) {
    const cursor = decodeCursor(ctx.request.qs().cursor)
    if (!cursor) return { reset: true }
    return deltaFor(ctx.device!, cursor)
  }

  /** Small photos of the device's holders, fetched after the snapshot and kept on the device. */
  async photos(ctx: HttpContext) {
    // The query string parser reads `1,2,3` as a list already; one id stays a string.
    const raw = ctx.request.qs().ids
    const list = Array.isArray(raw) ? raw : String(raw ?? '').split(',')
    const { ids } = await ctx.request.validateUsing(devicePhotosValidator, {
      data: { ids: list.filter((id) => id !== '') },
    })
    const asked = [...new Set(ids)].slice(0, MAX_PHOTOS_PER_REQUEST)
    return { photos: await deviceThumbnails(ctx.device!, asked) }
  }

  async actions(ctx: HttpContext) {
    const { actions } = await ctx.request.validateUsing(deviceActionsValidator)
    return { results: await recordDeviceActions(ctx.device!, actions) }
  }

  /**
   * POST {scan, direction, key} at a door of the device's zone, online: the
   * office's answer now (the same engine and record as a steward's scan), both
   * languages for the desk to show. The read checks the token with the door;
   * when it finds nothing, the token alone says whether this is a 401 or a
   * door out of the device's scope (403).
   */
  async scan(ctx: HttpContext) {
    const token = ctx.deviceToken!
    const input = await ctx.request.validateUsing(doorScanValidator).catch(async (error) => {
      if (!(await deviceForToken(token))) return null
      throw error
    })
    if (!input) return refuseDevice(ctx)
    const outcome = await recordScan({
      deviceToken: token,
      doorId: Number(ctx.params.id),
      ...input,
    })
    if (outcome.status === 'not_steward') {
      if (!(await deviceForToken(token))) return refuseDevice(ctx)
      return ctx.response.forbidden({ error: 'out_of_scope' })
    }
    if (outcome.status === 'key_conflict') {
      return ctx.response.conflict({ error: 'key_conflict' })
    }
    const { decision, holder, replayed } = outcome
    return {
      verdict: decision.verdict,
      reason: decision.reason,
      message: decision.message,
      holder,
      replayed,
    }
  }
}
