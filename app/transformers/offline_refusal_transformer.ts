import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OfflineRefusalRow } from '#services/devices/device_list'
import { storedMoment } from '#support/sql_time'

const iso = (value: unknown) => storedMoment(value)?.toISOString() ?? null

/** An offline deduction refused beyond the restaurant's allowance: not booked, for review. */
export default class OfflineRefusalTransformer extends BaseTransformer<OfflineRefusalRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      holder: `${row.name} ${row.last_name}`.trim(),
      code: String(row.code),
      restaurant: String(row.restaurant),
      device: String(row.device ?? ''),
      staff: row.staff_name ? `${row.staff_name} ${row.staff_last_name ?? ''}`.trim() : null,
      type: String(row.type),
      quantity: Number(row.quantity),
      /** The balance the till said it saw, and what the allowance still left. */
      seen: Number(row.seen),
      allowed: Number(row.allowed),
      at: iso(row.created_at) ?? '',
      /** The time the device claimed, when it differs from the one judged. */
      claimedAt: iso(row.claimed_at),
    }
  }
}
