import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** Configuration → Devices: administrators only. */
router
  .group(() => {
    router.get('devices', [controllers.devices.Devices, 'index']).as('devices.index')
    router.post('devices', [controllers.devices.Devices, 'store']).as('devices.store')
    router.get('devices/:id', [controllers.devices.Devices, 'show']).as('devices.show')
    router
      .post('devices/:id/pairing', [controllers.devices.Devices, 'pairing'])
      .as('devices.pairing')
    router.post('devices/:id/revoke', [controllers.devices.Devices, 'revoke']).as('devices.revoke')
    router.post('devices/:id/pin', [controllers.devices.Devices, 'pin']).as('devices.pin')
    router
      .post('devices/tournaments/:id/pin', [controllers.devices.Devices, 'tournamentPin'])
      .as('devices.tournament_pin')
  })
  .prefix('/merchant')
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])

/** The desk app a paired device runs (no staff session: its token is in the device). */
router.get('desk', [controllers.devices.Desk, 'show']).as('desk.show')
router.get('manifest.webmanifest', [controllers.devices.Desk, 'manifest']).as('desk.manifest')

/** The devices' API speaks JSON whatever the client asks (a validation error is never a redirect). */
const answersJson = async (ctx: HttpContext, next: NextFn) => {
  ctx.request.request.headers.accept = 'application/json'
  return next()
}

/**
 * The devices' API: no session and no CSRF token (config/shield.ts), a
 * device token on every route but pairing (decision 0120).
 */
router
  .post('device-api/pair', [controllers.devices.DeviceApi, 'pair'])
  .as('device_api.pair')
  .use([answersJson])
router
  .group(() => {
    router.get('me', [controllers.devices.DeviceApi, 'me']).as('device_api.me')
    router.get('snapshot', [controllers.devices.DeviceApi, 'snapshot']).as('device_api.snapshot')
    router.get('delta', [controllers.devices.DeviceApi, 'delta']).as('device_api.delta')
    router.get('staff', [controllers.devices.DeviceApi, 'staff']).as('device_api.staff')
    router
      .post('staff', [controllers.devices.DeviceApi, 'staffSignIn'])
      .as('device_api.staff_sign_in')
  })
  .prefix('/device-api')
  .use([answersJson, middleware.deviceAuth()])

/** What the offline desks (tills and doors) keep and queue: a collection desk's token is refused. */
router
  .group(() => {
    router.get('photos', [controllers.devices.DeviceApi, 'photos']).as('device_api.photos')
    router.post('actions', [controllers.devices.DeviceApi, 'actions']).as('device_api.actions')
  })
  .prefix('/device-api')
  .use([answersJson, middleware.deviceAuth({ kinds: ['till', 'door'] })])

/** The collection desk, online only: a till's or a door's token is refused. */
router
  .group(() => {
    router
      .post('lookup', [controllers.devices.DeviceCollection, 'lookup'])
      .as('device_api.collection.lookup')
    router
      .post('collectives', [controllers.devices.DeviceCollection, 'save'])
      .as('device_api.collection.save')
    router
      .post('collectives/sign', [controllers.devices.DeviceCollection, 'sign'])
      .as('device_api.collection.sign')
  })
  .prefix('/device-api/collection')
  .use([answersJson, middleware.deviceAuth({ kinds: ['collection'] })])

/** A door device's online scan: its token is checked by the scan's read, with the door (decision 0160). */
router
  .post('device-api/doors/:id/scans', [controllers.devices.DeviceApi, 'scan'])
  .as('device_api.scan')
  .use([answersJson, middleware.deviceAuth({ verifiedByTheScan: true })])
