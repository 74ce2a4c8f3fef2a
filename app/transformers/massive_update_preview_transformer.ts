import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MassivePreview } from '#services/forms/massive_update'

/** A massive update's preview: how many credentials it would change. */
export default class MassiveUpdatePreviewTransformer extends BaseTransformer<MassivePreview> {
  toObject() {
    return { count: Number(this.resource.count) }
  }
}
