import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { UserSchema } from '#database/schema'
import Restaurant from '#models/restaurant'
import { RememberedBrowserTokens } from '#support/remembered_browser_tokens'

/** A staff ("merchant") user. Capabilities are read through #services/capabilities. */
/** Read at use: an ace command may load this model before the app has booted the hash service. */
export default class User extends compose(
  UserSchema,
  withAuthFinder(() => hash.use())
) {
  static rememberMeTokens = RememberedBrowserTokens.forModel(User)

  @belongsTo(() => Restaurant)
  declare restaurant: BelongsTo<typeof Restaurant>

  get fullName() {
    return `${this.name} ${this.lastName}`.trim()
  }
}
