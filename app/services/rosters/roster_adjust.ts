import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Tournament from '#models/tournament'
import { loadRosterWorld } from '#services/rosters/roster_world'
import { lockRoster } from '#services/rosters/roster_lock'
import { placementRuleBroken, type RuleName } from '#services/rosters/roster_rules'
import type { RosterWorld } from '#services/rosters/roster_validator'

/** A manual change refused: the rule it breaks, named to staff (rosters.rules.<rule>). */
export class RosterRuleError extends Error {
  constructor(
    readonly rule: RuleName | 'not_assigned' | 'unknown_person' | 'unknown_shift',
    readonly formId: number | null = null
  ) {
    super(`Roster rule broken: ${rule}`)
  }
}

/** A hand change to the working roster: add, remove, move one person, or swap two. */
export type Adjustment =
  | { action: 'add'; formId: number; shiftId: number }
  | { action: 'remove'; formId: number; shiftId: number }
  | { action: 'move'; formId: number; shiftId: number; toShiftId: number }
  | { action: 'swap'; formId: number; shiftId: number; otherFormId: number; otherShiftId: number }

type Placed = { formId: number; shiftId: number }

async function working(trx: TransactionClientContract, tournamentId: number): Promise<Placed[]> {
  const rows = await trx
    .from('roster_assignments')
    .where('tournament_id', tournamentId)
    .select('form_id', 'shift_id')
  return rows.map((row) => ({ formId: Number(row.form_id), shiftId: Number(row.shift_id) }))
}

/**
 * Checks the roster after the change, for the people and shifts it touches:
 * each moved person's rules beside their other shifts, and each shift's
 * maximum. Throws the first rule broken.
 */
function check(world: RosterWorld, after: Placed[], touched: Placed[]) {
  const shifts = new Map(world.shifts.map((shift) => [shift.id, shift]))
  const positions = new Map(world.positions.map((position) => [position.id, position]))
  const people = new Map(world.people.map((person) => [person.id, person]))
  for (const placed of touched) {
    const person = people.get(placed.formId)
    if (!person) throw new RosterRuleError('unknown_person')
    const shift = shifts.get(placed.shiftId)
    if (!shift) throw new RosterRuleError('unknown_shift')
    const others = after
      .filter((other) => other.formId === placed.formId && other !== placed)
      .map((other) => shifts.get(other.shiftId)!)
    const broken = placementRuleBroken(
      person,
      shift,
      positions.get(shift.positionId)!,
      others,
      world.rules
    )
    if (broken) throw new RosterRuleError(broken, person.id)
    const headcount = after.filter((other) => other.shiftId === placed.shiftId).length
    if (headcount > shift.max) throw new RosterRuleError('max_headcount', person.id)
  }
}

/**
 * Applies a hand change to the tournament's working roster, checked on the
 * server against every hard rule; a refusal changes nothing.
 */
export async function adjustRoster(tournament: Tournament, change: Adjustment) {
  await db.transaction(async (trx) => {
    await lockRoster(trx, tournament.id)
    const world = await loadRosterWorld(tournament, trx)
    const before = await working(trx, tournament.id)
    const has = (formId: number, shiftId: number) =>
      before.find((placed) => placed.formId === formId && placed.shiftId === shiftId)
    const removed: Placed[] = []
    const added: Placed[] = []
    if (change.action === 'add') {
      added.push({ formId: change.formId, shiftId: change.shiftId })
    } else {
      const current = has(change.formId, change.shiftId)
      if (!current) throw new RosterRuleError('not_assigned', change.formId)
      removed.push(current)
      if (change.action === 'move') {
        added.push({ formId: change.formId, shiftId: change.toShiftId })
      } else if (change.action === 'swap') {
        const other = has(change.otherFormId, change.otherShiftId)
        if (!other) throw new RosterRuleError('not_assigned', change.otherFormId)
        removed.push(other)
        added.push(
          { formId: change.formId, shiftId: change.otherShiftId },
          { formId: change.otherFormId, shiftId: change.shiftId }
        )
      }
    }
    const after = [...before.filter((placed) => !removed.includes(placed)), ...added]
    check(world, after, added)
    for (const placed of removed)
      await trx
        .from('roster_assignments')
        .where({ form_id: placed.formId, shift_id: placed.shiftId })
        .delete()
    const now = DateTime.utc().toSQL({ includeOffset: false })
    for (const placed of added)
      await trx.table('roster_assignments').insert({
        tournament_id: tournament.id,
        form_id: placed.formId,
        shift_id: placed.shiftId,
        source: 'manual',
        created_at: now,
      })
  })
}
