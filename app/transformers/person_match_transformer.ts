import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PersonMatch } from '#services/privacy/person_search'

/** What a person search found: their requests in every tournament and the collections they signed. */
export default class PersonMatchTransformer extends BaseTransformer<PersonMatch> {
  toObject() {
    return {
      requests: this.resource.requests.map((request) =>
        this.pick(request, [
          'id',
          'type',
          'tournament',
          'name',
          'lastName',
          'state',
          'createdAt',
          'role',
          'activeAtGates',
          'erased',
        ])
      ),
      collections: this.resource.collections.map((collection) =>
        this.pick(collection, ['id', 'name', 'lastName', 'signedAt'])
      ),
    }
  }
}
