import { BaseTransformer } from '@adonisjs/core/transformers'
import type { GrantPreview } from '#services/restaurants/credit_grants'

/** A grant's preview: how many credentials it reaches, and the first few with their balances. */
export default class CreditGrantPreviewTransformer extends BaseTransformer<GrantPreview> {
  toObject() {
    return {
      count: this.resource.count,
      first: this.resource.first.map((form) =>
        this.pick(form, ['id', 'name', 'category', 'credits', 'amount'])
      ),
    }
  }
}
