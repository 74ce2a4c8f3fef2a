import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import { UserSchema } from '#database/schema'
import Restaurant from '#models/restaurant'

/** A staff ("merchant") user. Capabilities are read through #services/capabilities. */
/** Read at use: an ace command may load this model before the app has booted the hash service. */
export default class User extends compose(
  UserSchema,
  withAuthFinder(() => hash.use())
) {
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  @belongsTo(() => Restaurant)
  declare restaurant: BelongsTo<typeof Restaurant>

  get fullName() {
    return `${this.name} ${this.lastName}`.trim()
  }
}
