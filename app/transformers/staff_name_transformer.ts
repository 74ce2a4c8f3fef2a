import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A staff member as a choice: id and full name. */
export default class StaffNameTransformer extends BaseTransformer<User> {
  toObject() {
    return { id: this.resource.id, name: `${this.resource.name} ${this.resource.lastName}` }
  }

  /** A choice among accounts that look alike: with the e-mail address. */
  withEmail() {
    return { ...this.toObject(), email: this.resource.email }
  }
}
