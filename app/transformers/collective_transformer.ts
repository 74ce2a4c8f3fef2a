import type Collective from '#models/collective'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A collection: who collects the cards, how to reach them, and whether they signed. */
export default class CollectiveTransformer extends BaseTransformer<Collective> {
  toObject() {
    const collective = this.resource
    return {
      ...this.pick(collective, [
        'id',
        'name',
        'lastName',
        'document',
        'email',
        'phone',
        'type',
        'observation',
        'state',
      ]),
      signedAt: collective.signedAt?.toISO() ?? null,
    }
  }

  /** A row of the collections list, with its count of cards (selected by the list query). */
  forList() {
    const collective = this.resource
    return {
      ...this.pick(collective, ['id', 'name', 'lastName', 'document', 'type', 'state']),
      cards: Number(collective.$extras.cards),
      signedAt: collective.signedAt?.toISO() ?? null,
      createdAt: collective.createdAt.toISO()!,
    }
  }
}
