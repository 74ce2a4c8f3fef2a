import { DateTime } from 'luxon'
import PlayerImport from '#models/player_import'
import { sqlTimestamp } from '#support/sql_time'

/**
 * A running import writes its progress after every chunk (a second or so);
 * this long without a chunk means the process running it is gone.
 */
export const IMPORT_STALL_MINUTES = 15

/**
 * Fails the imports a stopped worker left "running" (restart, crash, deploy):
 * the panel would otherwise show them running forever and staff would wait
 * for nothing. Runs whenever the panel is read, so it needs no scheduler.
 * The rows imported before the stop stay, as with an unreadable file.
 */
export async function failInterruptedImports(now = DateTime.now()) {
  await PlayerImport.query()
    .where('status', 'running')
    .where('updatedAt', '<', sqlTimestamp(now.minus({ minutes: IMPORT_STALL_MINUTES })))
    .update({
      status: 'failed',
      error: 'imports.errors.interrupted',
      updated_at: sqlTimestamp(now),
    })
}
