import type Zone from '#models/zone'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A zone as its settings page edits it (tournament preloaded; the rules
 * indented for the text box), with the ids of its stewards.
 */
export default class ZoneTransformer extends BaseTransformer<Zone> {
  constructor(
    zone: Zone,
    protected stewards: number[] = []
  ) {
    super(zone)
  }

  toObject() {
    const zone = this.resource
    return {
      id: zone.id,
      name: zone.name,
      tournament: zone.tournament.name,
      antiPassback: zone.antiPassback,
      checkoutAt: zone.checkoutAt,
      rules: JSON.stringify(JSON.parse(zone.rules), null, 2),
      stewards: this.stewards,
    }
  }

  /** A zone in the zones overview: its settings at a glance and its doors' names (preloaded). */
  forOverview() {
    const zone = this.resource
    return {
      ...this.pick(zone, ['id', 'name', 'antiPassback', 'checkoutAt']),
      doors: zone.doors.map((door) => door.name),
    }
  }

  /** The zone an evacuation list is of (tournament preloaded). */
  forInside() {
    const zone = this.resource
    return { id: zone.id, name: zone.name, tournament: zone.tournament.name }
  }

  /** A zone a door device may serve, offered under its tournament. */
  forDeviceChoice() {
    return this.pick(this.resource, ['id', 'name', 'tournamentId'])
  }
}
