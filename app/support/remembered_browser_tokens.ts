import { DbRememberMeTokensProvider, RememberMeToken } from '@adonisjs/auth/session'
import type { DbRememberMeTokensProviderOptions } from '@adonisjs/auth/types/session'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/**
 * Remember-me tokens renewed in place: each time a remembered browser signs
 * in again its secret and expiry change but its row (id) stays, so the
 * sessions it opens name one browser for as long as it is remembered, and
 * "sign out" of such a session forgets the browser too (decision 0270). The
 * package's provider deletes the row and inserts another.
 */
export class RememberedBrowserTokens<
  Model extends LucidModel,
> extends DbRememberMeTokensProvider<Model> {
  static forModel<Model extends LucidModel>(
    model: Model,
    options?: Omit<DbRememberMeTokensProviderOptions<Model>, 'tokenableModel'>
  ) {
    return new RememberedBrowserTokens<Model>({ tokenableModel: model, ...options })
  }

  async recycle(
    user: InstanceType<Model>,
    identifier: string | number | BigInt,
    expiresIn: string | number
  ) {
    const tokenableId = user.$primaryKeyValue as number
    const transient = RememberMeToken.createTransientToken(
      tokenableId,
      this.tokenSecretLength,
      expiresIn
    )
    const now = new Date()
    const client = await this.getDb()
    const renewed = await client
      .from(this.table)
      .where({ id: String(identifier), tokenable_id: tokenableId })
      .update({ hash: transient.hash, updated_at: now, expires_at: transient.expiresAt })
    /** Forgotten meanwhile (signed out elsewhere): not brought back. */
    if (Number(renewed) !== 1) return this.create(user, expiresIn)
    return new RememberMeToken({
      identifier: String(identifier),
      tokenableId,
      secret: transient.secret,
      hash: transient.hash,
      /** Not read back: the guard uses the value only. */
      createdAt: now,
      updatedAt: now,
      expiresAt: transient.expiresAt,
    })
  }
}
