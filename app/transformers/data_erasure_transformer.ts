import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DataErasureRow } from '#services/privacy/person_erasure'
import { storedMoment } from '#support/sql_time'

/** One erasure of a person's data: who did it, when, found by what, and how much went. */
export default class DataErasureTransformer extends BaseTransformer<DataErasureRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      by: row.user_name ? `${row.user_name} ${row.user_last_name}` : null,
      foundBy: String(row.found_by),
      forms: Number(row.forms),
      collections: Number(row.collectives),
      files: Number(row.files),
      at: storedMoment(row.created_at)?.toISOString() ?? '',
    }
  }
}
