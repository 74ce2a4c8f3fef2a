import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OverdraftRows } from '#services/devices/device_list'
import { storedMoment } from '#support/sql_time'

const iso = (value: unknown) => storedMoment(value)?.toISOString() ?? ''

/** An overdraft booked from an offline till, with both tills' entries of that day. */
export default class OverdraftTransformer extends BaseTransformer<OverdraftRows> {
  toObject() {
    const { row, entries } = this.resource
    return {
      id: Number(row.id),
      holder: `${row.name} ${row.last_name}`.trim(),
      code: String(row.code),
      restaurant: String(row.restaurant),
      type: String(row.type),
      shortfall: Number(row.shortfall),
      at: iso(row.created_at),
      entries: entries.map((entry) => ({
        id: Number(entry.id),
        device: String(entry.device ?? ''),
        /** Who signed in on the device with their PIN, when the organiser asks for one. */
        staff: entry.staff_name
          ? `${entry.staff_name} ${entry.staff_last_name ?? ''}`.trim()
          : null,
        quantity: Number(entry.amount),
        offline: Boolean(entry.offline),
        at: iso(entry.created_at),
      })),
    }
  }
}
