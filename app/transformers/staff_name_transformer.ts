import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A staff member as a choice in a filter: id and full name. */
export default class StaffNameTransformer extends BaseTransformer<
  Pick<User, 'id' | 'name' | 'lastName'>
> {
  toObject() {
    return { id: this.resource.id, name: `${this.resource.name} ${this.resource.lastName}` }
  }
}
