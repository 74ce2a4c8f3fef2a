import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * The published roster's rows with their shift, position and attendance
 * (none yet: null columns): what the desk, the board, the hours, the status
 * page and the publication mails read.
 */
export function publishedRows(client: TransactionClientContract | typeof db = db) {
  return client
    .from('roster_published')
    .join('roster_shifts', 'roster_shifts.id', 'roster_published.shift_id')
    .join('roster_positions', 'roster_positions.id', 'roster_shifts.position_id')
    .leftJoin('roster_attendances', (join) => {
      join
        .on('roster_attendances.shift_id', 'roster_published.shift_id')
        .andOn('roster_attendances.form_id', 'roster_published.form_id')
    })
}
