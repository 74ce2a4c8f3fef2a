import type DefaultPlayer from '#models/default_player'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A default player row; the list preloads nationality and tournament for their names. */
export default class DefaultPlayerTransformer extends BaseTransformer<DefaultPlayer> {
  toObject() {
    const player = this.resource
    return {
      ...this.pick(player, [
        'id',
        'tournamentId',
        'name',
        'lastName',
        'nationalityId',
        'passport',
        'inQuarterFinals',
        'isSpanish',
      ]),
      tour: player.tour as 'WTA' | 'ATP',
      nationality: player.nationality?.code ?? null,
      tournament: player.tournament?.name ?? null,
    }
  }

  /** The player a guest link is for, named on the guest's form. */
  forGuestForm() {
    return { name: this.resource.fullName }
  }
}
