import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import DefaultPlayer, { type Tour } from '#models/default_player'
import {
  identityOf,
  type PlayerValues,
  type Reason,
  type RowCheck,
} from '#services/imports/row_values'

export type Outcome = 'created' | 'updated' | 'unchanged' | 'failed'

export type PendingRow = { line: number; cells: string[]; check: RowCheck }

export type RowOutcome = {
  line: number
  cells: string[]
  outcome: Outcome
  reasons: Reason[]
  passport: string | null
  fullName: string | null
}

export type ImportTarget = { tournamentId: number; tour: Tour }

/** Only the fields the file has: `merge` would mark an undefined value as a change. */
function changesOf(values: PlayerValues) {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => key !== 'passport' && value !== undefined)
  )
}

/**
 * Creates or updates the default players of a chunk, keyed by (tournament,
 * passport), the table's unique index. A player whose values already match
 * is left untouched (its updated_at too): re-importing a file changes nothing.
 */
export async function applyRows(
  trx: TransactionClientContract,
  target: ImportTarget,
  rows: PendingRow[]
): Promise<RowOutcome[]> {
  const passports = rows.flatMap((row) => (row.check.ok ? [row.check.values.passport] : []))
  const existing = passports.length
    ? await DefaultPlayer.query({ client: trx })
        .where('tournamentId', target.tournamentId)
        .whereIn('passport', passports)
    : []
  const byPassport = new Map(existing.map((player) => [player.passport, player]))

  const outcomes: RowOutcome[] = []
  for (const { line, cells, check } of rows) {
    if (!check.ok) {
      outcomes.push({
        line,
        cells,
        outcome: 'failed',
        reasons: check.reasons,
        ...identityOf(check),
      })
      continue
    }
    const { values } = check
    const player = byPassport.get(values.passport)
    let outcome: Outcome
    let reasons: Reason[] = []
    if (!player) {
      await DefaultPlayer.create(
        { ...changesOf(values), passport: values.passport, ...target },
        { client: trx }
      )
      outcome = 'created'
    } else if (player.tour !== target.tour) {
      /** One passport, one player: the other tour's list must not take it over. */
      outcome = 'failed'
      reasons = [{ key: 'other_tour', data: { tour: player.tour } }]
    } else {
      player.merge(changesOf(values))
      outcome = player.$isDirty ? 'updated' : 'unchanged'
      if (player.$isDirty) await player.save()
    }
    outcomes.push({ line, cells, outcome, reasons, ...identityOf(check) })
  }
  return outcomes
}
