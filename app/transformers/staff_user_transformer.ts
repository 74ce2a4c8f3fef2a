import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { formTypesOf } from '#services/auth/form_access'

/** What the users screens show of an account (never the password hash). */
export default class StaffUserTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'name',
        'lastName',
        'email',
        'canCreate',
        'canEdit',
        'canPrint',
        'canRfid',
        'canToppanel',
        'isAdmin',
        'isBanned',
        'restaurantId',
      ]),
      formTypes: formTypesOf(this.resource),
      hasDeskPin: this.resource.deskPinHash !== null && this.resource.deskPinHash !== undefined,
    }
  }
}
