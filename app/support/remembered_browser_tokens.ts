import { DbRememberMeTokensProvider, RememberMeToken } from '@adonisjs/auth/session'
import type { DbRememberMeTokensProviderOptions } from '@adonisjs/auth/types/session'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { storedMoment } from '#support/sql_time'

/**
 * Remember-me tokens renewed in place: each time a remembered browser signs
 * in again its secret changes but its row (id) stays, so the sessions it
 * opens name one browser for as long as it is remembered, and "sign out" of
 * such a session forgets the browser too (decision 0270). The package's
 * provider deletes the row and inserts another. The expiry stays the one the
 * password sign-in set: using the browser does not extend it (decision 0320).
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
    const row = { id: String(identifier), tokenable_id: tokenableId }
    const stored = await client.from(this.table).where(row).select('expires_at').first()
    const expiresAt = storedMoment(stored?.expires_at)
    const renewed = expiresAt
      ? await client.from(this.table).where(row).update({ hash: transient.hash, updated_at: now })
      : 0
    /** Forgotten meanwhile (signed out elsewhere): not brought back. */
    if (!expiresAt || Number(renewed) !== 1) return this.create(user, expiresIn)
    return new RememberMeToken({
      identifier: String(identifier),
      tokenableId,
      secret: transient.secret,
      hash: transient.hash,
      /** Not read back: the guard uses the value only. */
      createdAt: now,
      updatedAt: now,
      expiresAt,
    })
  }
}
