import type Form from '#models/form'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A request in the dashboard's latest list: who, which type, its state and when it came. */
export default class LatestFormTransformer extends BaseTransformer<Form> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'type', 'name', 'lastName', 'state']),
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
