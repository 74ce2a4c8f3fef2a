import type Door from '#models/door'
import type { DoorDirection } from '#models/door'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A door of a zone: its name, the way it lets people through, its hours. */
export default class DoorTransformer extends BaseTransformer<Door> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'direction', 'opensAt', 'closesAt'])
  }

  /** A door a steward scans at, with its zone and tournament (both preloaded). */
  forSteward() {
    const door = this.resource
    return {
      id: door.id,
      name: door.name,
      direction: door.direction as DoorDirection,
      zone: door.zone.name,
      tournament: door.zone.tournament.name,
    }
  }
}
