import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { rosterSettings } from '#services/rosters/roster_world'

/**
 * Serialises the changes of one tournament's roster: every write (solve,
 * adjustment, publication, check-in) first updates the tournament's
 * settings row, which PostgreSQL locks until the commit (SQLite has one
 * writer anyway). A headcount checked after it cannot be raced past its
 * maximum by another request.
 */
export async function lockRoster(trx: TransactionClientContract, tournamentId: number) {
  await rosterSettings(tournamentId, trx)
  await trx
    .from('roster_settings')
    .where('tournament_id', tournamentId)
    .update({ updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
}
