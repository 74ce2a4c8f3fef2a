import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ZoneOccupancyRow } from '#services/doors/occupancy'

/** A zone on the occupancy dashboard: which, of which tournament, and how many are inside. */
export default class ZoneOccupancyTransformer extends BaseTransformer<ZoneOccupancyRow> {
  toObject() {
    const row = this.resource
    return {
      zoneId: Number(row.id),
      zone: String(row.name),
      tournament: String(row.tournament),
      inside: Number(row.inside),
    }
  }
}
