import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PlayerAllowance } from '#services/players/player_allowances'
import { limitsOf } from '#services/players/player_limits'

/** A player on the guest links screen: places used of each limit and the link for the team. */
export default class PlayerAllowanceTransformer extends BaseTransformer<PlayerAllowance> {
  toObject() {
    const { player, used, link } = this.resource
    return {
      id: player.id,
      name: `${player.lastName}, ${player.name}`,
      tour: player.tour,
      used,
      limits: limitsOf(player),
      link,
    }
  }
}
