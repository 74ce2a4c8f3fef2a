import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Card } from '#services/collection/collective_cards'

/** A card in a collection: whose credential, its code and state, and its tournament's sport. */
export default class CollectiveCardTransformer extends BaseTransformer<Card> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'name',
      'lastName',
      'code',
      'type',
      'state',
      'document',
      'sport',
    ])
  }
}
