import { BaseTransformer } from '@adonisjs/core/transformers'
import type { GrantPreview } from '#services/restaurants/credit_grants'

/** A grant's preview: how many credentials it reaches, and the first few with their balances. */
export default class CreditGrantPreviewTransformer extends BaseTransformer<GrantPreview> {
  toObject() {
    return {
      count: Number(this.resource.count),
      first: this.resource.first.map((form) => ({
        id: Number(form.id),
        name: `${form.name} ${form.last_name}`,
        category: String(form.category),
        credits: Number(form.credits),
        amount: Number(form.amount),
      })),
    }
  }
}
