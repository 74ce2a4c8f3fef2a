import type { HttpContext } from '@adonisjs/core/http'
import { auditActor } from '#http/audit_actor'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Device from '#models/device'
import Restaurant from '#models/restaurant'
import Tournament from '#models/tournament'
import Zone from '#models/zone'
import { notify } from '#http/notify'
import { newPairingCode, PAIRING_MINUTES, revokeDevice } from '#services/devices/pairing'
import { pairingQr } from '#services/devices/pairing_qr'
import {
  deskChoices,
  deviceRows,
  offlineRefusalRows,
  overdraftRows,
} from '#services/devices/device_list'
import OfflineRefusalTransformer from '#transformers/offline_refusal_transformer'
import OverdraftTransformer from '#transformers/overdraft_transformer'
import DeviceTransformer from '#transformers/device_transformer'
import TournamentTransformer from '#transformers/tournament_transformer'
import ZoneTransformer from '#transformers/zone_transformer'
import RestaurantTransformer from '#transformers/restaurant_transformer'
import { createDeviceValidator, pinPolicyValidator } from '#validators/devices'

/** The flash key holding a pairing code just made: shown once, on the device's page. */
const PAIRING_FLASH = 'device_pairing'

/** Configuration → Devices (administrators): paired desks, their pairing and revocation. */
export default class DevicesController {
  async index({ inertia }: HttpContext) {
    const choices = await deskChoices()
    return inertia.render('devices/index', {
      devices: DeviceTransformer.transform(await deviceRows()).useVariant('forList'),
      tournaments: TournamentTransformer.transform(choices.tournaments).useVariant('forDevices'),
      zones: ZoneTransformer.transform(choices.zones).useVariant('forDeviceChoice'),
      restaurants: RestaurantTransformer.transform(choices.restaurants).useVariant('forDesk'),
      overdrafts: OverdraftTransformer.transform(await overdraftRows()),
      offlineRefusals: OfflineRefusalTransformer.transform(await offlineRefusalRows()),
    })
  }

  /**
   * A device for one desk of one of this year's tournaments (a zone's doors,
   * a restaurant's till, its collection desk), with its first pairing code.
   */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createDeviceValidator)
    const tournament = await Tournament.query()
      .where({ id: input.tournamentId, is_current: true })
      .first()
    const zone =
      input.kind === 'door' && tournament
        ? await Zone.query().where({ id: input.zoneId!, tournament_id: tournament.id }).first()
        : null
    const restaurant = input.kind === 'till' ? await Restaurant.find(input.restaurantId ?? 0) : null
    // A collection desk serves its tournament alone: no zone nor restaurant to name.
    const deskFound = input.kind === 'door' ? zone : input.kind === 'till' ? restaurant : true
    if (!tournament || !deskFound) {
      notify(ctx, 'error', 'devices.bad_desk')
      return ctx.response.redirect().toRoute('devices.index')
    }
    const device = await Device.create({
      name: input.name,
      kind: input.kind,
      tournamentId: tournament.id,
      zoneId: zone?.id ?? null,
      restaurantId: restaurant?.id ?? null,
      queuedActions: 0,
    })
    return this.#showCode(ctx, device)
  }

  async show(ctx: HttpContext) {
    const device = await Device.query()
      .where('id', ctx.params.id)
      .preload('tournament')
      .preload('zone')
      .preload('restaurant')
      .firstOrFail()
    const flashed = ctx.session.flashMessages.get(PAIRING_FLASH) as
      { deviceId: number; code: string } | undefined
    const code = flashed && flashed.deviceId === device.id ? flashed.code : null
    const deskUrl = `${ctx.request.completeUrl().split('/merchant/')[0]}${urlFor('desk.show')}`
    return ctx.inertia.render('devices/show', {
      device: DeviceTransformer.transform(device),
      pairing: code ? { code, minutes: PAIRING_MINUTES, ...pairingQr(deskUrl, code) } : null,
    })
  }

  /** A new pairing code (the device is paired again, its earlier token replaced). */
  async pairing(ctx: HttpContext) {
    const device = await Device.findOrFail(ctx.params.id)
    if (device.revokedAt) {
      notify(ctx, 'error', 'devices.revoked_cannot_pair')
      return ctx.response.redirect().toRoute('devices.show', { id: device.id })
    }
    return this.#showCode(ctx, device)
  }

  async revoke(ctx: HttpContext) {
    const device = await Device.findOrFail(ctx.params.id)
    await revokeDevice(device, auditActor(ctx))
    notify(ctx, 'success', 'devices.revoked')
    return ctx.response.redirect().toRoute('devices.index')
  }

  /** Whether this device asks a staff PIN (decision 0145). */
  async pin(ctx: HttpContext) {
    const device = await Device.findOrFail(ctx.params.id)
    const { required } = await ctx.request.validateUsing(pinPolicyValidator)
    device.pinRequired = Boolean(required)
    await device.save()
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('devices.show', { id: device.id })
  }

  /** Whether every device of one of this year's tournaments asks a staff PIN. */
  async tournamentPin(ctx: HttpContext) {
    const tournament = await Tournament.query()
      .where({ id: ctx.params.id, is_current: true })
      .firstOrFail()
    const { required } = await ctx.request.validateUsing(pinPolicyValidator)
    tournament.devicePinRequired = Boolean(required)
    await tournament.save()
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('devices.index')
  }

  async #showCode(ctx: HttpContext, device: Device) {
    const code = await newPairingCode(device)
    ctx.session.flash(PAIRING_FLASH, { deviceId: device.id, code })
    return ctx.response.redirect().toRoute('devices.show', { id: device.id })
  }
}
