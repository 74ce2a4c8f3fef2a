import type Zone from '#models/zone'
import type Tournament from '#models/tournament'
import { BaseTransformer } from '@adonisjs/core/transformers'
import ZoneTransformer from '#transformers/zone_transformer'

/** A current tournament in the zones overview: its zones, and the zone flags not yet made zones. */
export default class TournamentZonesTransformer extends BaseTransformer<{
  tournament: Tournament
  zones: Zone[]
  unconfigured: string[]
}> {
  toObject() {
    const { tournament, zones, unconfigured } = this.resource
    return {
      id: tournament.id,
      name: tournament.name,
      zones: ZoneTransformer.transform(zones).useVariant('forOverview'),
      unconfigured,
    }
  }
}
