import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Tournament from '#models/tournament'
import { loadRosterWorld, rosterSettings } from '#services/rosters/roster_world'
import { RosterSolveError, solveRoster } from '#services/rosters/roster_solver'
import { shortfallsOf, type Shortfall } from '#services/rosters/shortfall_reasons'
import { lockRoster } from '#services/rosters/roster_lock'

/** What the last solve reported: stored with the settings, shown on the roster page. */
export type SolveReport = {
  placed: number
  people: number
  shifts: number
  shortfalls: Shortfall[]
  firstPreferences: { met: number; stated: number }
  milliseconds: number
}

export type AssignmentResult = { ok: true; report: SolveReport } | { ok: false; status: string }

const CHUNK = 500

/**
 * Runs the solver on the tournament's accepted requests and replaces the
 * working roster with its answer (manual changes included: the solve starts
 * over). A solver failure changes nothing; the published roster is never
 * touched here, only by publishing.
 */
export async function runAssignment(tournament: Tournament): Promise<AssignmentResult> {
  const started = performance.now()
  const world = await loadRosterWorld(tournament)
  let outcome
  try {
    outcome = await solveRoster(world)
  } catch (error) {
    if (error instanceof RosterSolveError) return { ok: false, status: error.status }
    throw error
  }
  const report: SolveReport = {
    placed: outcome.placements.length,
    people: world.people.length,
    shifts: world.shifts.length,
    shortfalls: shortfallsOf(world, outcome.shortfalls),
    firstPreferences: outcome.firstPreferences,
    milliseconds: Math.round(performance.now() - started),
  }
  await db.transaction(async (trx) => {
    await lockRoster(trx, tournament.id)
    await trx.from('roster_assignments').where('tournament_id', tournament.id).delete()
    const now = DateTime.utc().toSQL({ includeOffset: false })
    const rows = outcome.placements.map((placement) => ({
      tournament_id: tournament.id,
      shift_id: placement.shiftId,
      form_id: placement.formId,
      source: 'solver',
      created_at: now,
    }))
    for (let start = 0; start < rows.length; start += CHUNK)
      await trx.table('roster_assignments').multiInsert(rows.slice(start, start + CHUNK))
    const settings = await rosterSettings(tournament.id, trx)
    settings.solvedAt = DateTime.utc()
    settings.solveReport = JSON.stringify(report)
    await settings.useTransaction(trx).save()
  })
  return { ok: true, report }
}
