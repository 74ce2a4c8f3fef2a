import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { capabilitiesOf } from '#services/auth/capabilities'
import { formTypesOf } from '#services/auth/form_access'

/** The logged-in staff member as every page sees it: the menu and the screens follow it. */
export default class SessionUserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      ...this.pick(user, ['id', 'name', 'lastName', 'email']),
      capabilities: capabilitiesOf(user),
      formTypes: formTypesOf(user),
      /** The restaurant whose till this user works at (menu entry; checked again on the server). */
      restaurantId: user.restaurantId,
    }
  }
}
