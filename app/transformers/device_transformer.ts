import type Device from '#models/device'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { stateOf } from '#services/devices/device_list'

/** A paired desk: what it serves (tournament, zone or restaurant preloaded) and its state. */
export default class DeviceTransformer extends BaseTransformer<Device> {
  toObject() {
    const device = this.resource
    return {
      id: device.id,
      name: device.name,
      kind: device.kind,
      tournament: device.tournament.name,
      /** The restaurant or zone it serves; empty for a collection desk (its tournament's). */
      desk:
        device.kind === 'till'
          ? (device.restaurant?.name ?? '')
          : device.kind === 'door'
            ? (device.zone?.name ?? '')
            : '',
      state: stateOf(device),
      pinRequired: device.pinRequired,
      tournamentPinRequired: Boolean(device.tournament.devicePinRequired),
    }
  }

  /** A row of the devices list: also what the device last reported. */
  forList() {
    const device = this.resource
    return {
      ...this.toObject(),
      lastSeenAt: device.lastSeenAt?.toISO() ?? null,
      appVersion: device.appVersion,
      queuedActions: device.queuedActions,
      dataAt: device.dataAt?.toISO() ?? null,
    }
  }
}
