import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { PartnerSchema } from '#database/schema'
import Tournament from '#models/tournament'
import PartnerToken from '#models/partner_token'
import WebhookEndpoint from '#models/webhook_endpoint'

/**
 * Another system fed by one tournament's accreditation data (a turnstile
 * vendor, a broadcaster, a caterer): it reads and writes through the partner
 * API with its own tokens, within its scopes (decision 0250).
 */
export default class Partner extends PartnerSchema {
  @belongsTo(() => Tournament)
  declare tournament: BelongsTo<typeof Tournament>

  @hasMany(() => PartnerToken)
  declare tokens: HasMany<typeof PartnerToken>

  @hasMany(() => WebhookEndpoint)
  declare endpoints: HasMany<typeof WebhookEndpoint>

  /** The scopes as stored (a JSON array); anything unreadable grants nothing. */
  get scopeList(): string[] {
    try {
      const list: unknown = JSON.parse(this.scopes)
      return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : []
    } catch {
      return []
    }
  }
}
