import { createRequire } from 'node:module'
import type { Highs } from 'highs'
import {
  absolute,
  dayNumber,
  isMinorOn,
  pairRuleBroken,
  staticRuleBroken,
  type RosterPerson,
  type RosterShift,
} from '#services/rosters/roster_rules'
import type { Placement, RosterWorld } from '#services/rosters/roster_validator'

/**
 * The roster as a mixed-integer program solved by HiGHS (decision 0230):
 * one binary per (person, shift) the person may work, one shortfall per
 * shift's minimum. Hard rules are constraints or absent candidates; the
 * objective fills minimums first (a shortfall costs more than any placement
 * earns), then preferences (first position over second), then balances hours.
 * Days are solved in order, each with what earlier days placed fixed.
 */

/** A shortfall outweighs every placement's value: minimums first. */
export const SHORTFALL_COST = 10_000
/** What a placement earns: the first preferred position, the second, no preference, another. */
export const PREFERENCE_VALUE = { first: 100, second: 70, none: 50, other: 20 } as const
/** Past editions' experience. */
export const PREVIOUS_VALUE = 10
/** At most this much is taken off for the hours a person already works (less than a preference step). */
export const BALANCE_COST = 25

/**
 * A person's candidates on one day: their best-valued shifts (ties spread
 * over positions), then any shift left with fewer than its maximum times
 * SPARE_FACTOR candidates gets pruned ones back. Keeps each day's model
 * small enough to solve in well under a second (decision 0230).
 */
const CANDIDATES_PER_PERSON = 5
const SPARE_FACTOR = 3

/** Each day's solve stops at this many seconds with the best roster found. */
const DAY_TIME_LIMIT = 20
/** A solution within 1 % of the best bound is accepted. */
const MIP_GAP = 0.01

/** The package is CommonJS: its loader is the module itself. */
const loadHighs = createRequire(import.meta.url)('highs') as () => Promise<Highs>

let highs: Promise<Highs> | null = null
function solver(): Promise<Highs> {
  highs ??= loadHighs()
  return highs
}

export class RosterSolveError extends Error {
  constructor(readonly status: string) {
    super(`The roster solver ended with status ${status}`)
  }
}

type Candidate = { person: RosterPerson; shift: RosterShift; value: number }

export type SolveOutcome = {
  placements: Placement[]
  /** Per shift short of its minimum: how many are missing. */
  shortfalls: Map<number, number>
  /** Placements of people on a position they put first, and of people who stated a preference. */
  firstPreferences: { met: number; stated: number }
  /** Milliseconds spent building the models and in the solver. */
  timings: { model: number; solver: number }
}

function preferenceValue(person: RosterPerson, preference: string | null) {
  if (person.preferences.length === 0) return PREFERENCE_VALUE.none
  if (preference === person.preferences[0]) return PREFERENCE_VALUE.first
  if (preference && person.preferences.slice(1).includes(preference)) return PREFERENCE_VALUE.second
  return PREFERENCE_VALUE.other
}

function push<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** Terms written a few to a line (the LP format reader is happier with short lines). */
function terms(parts: string[]) {
  const lines: string[] = []
  for (let index = 0; index < parts.length; index += 12)
    lines.push(parts.slice(index, index + 12).join(' '))
  return lines.join('\n  ')
}

const coefficient = (value: number) => {
  const rounded = Math.round(value * 1000) / 1000
  return rounded < 0 ? `- ${-rounded}` : `+ ${rounded}`
}

/** The CPLEX LP text of one day's model, and the candidates its binaries stand for. */
export function dayModel(world: RosterWorld, day: string, fixed: Map<number, RosterShift[]>) {
  const { rules } = world
  const positions = new Map(world.positions.map((position) => [position.id, position]))
  const shifts = world.shifts.filter((shift) => shift.day === day)
  const workedBefore = new Map<number, number>()
  for (const [personId, own] of fixed)
    workedBefore.set(
      personId,
      own.reduce((sum, shift) => sum + shift.end - shift.start, 0)
    )
  const mostWorked = Math.max(1, ...workedBefore.values())

  const candidates: Candidate[] = []
  const spare: Candidate[] = []
  /** The day's shifts a kind of request may fill, found once per type. */
  const shiftsFor = new Map<string, RosterShift[]>()
  const dayStart = dayNumber(day) * 1440
  for (const person of world.people) {
    if (person.days && !person.days.includes(day)) continue
    let open = shiftsFor.get(person.type)
    if (!open) {
      open = shifts.filter((shift) =>
        positions.get(shift.positionId)!.formTypes.includes(person.type)
      )
      shiftsFor.set(person.type, open)
    }
    if (open.length === 0) continue
    /** Only shifts ending less than the rest before this day can be too close to it. */
    const before = (fixed.get(person.id) ?? []).filter(
      (other) => absolute(other).until + rules.restMinutes > dayStart
    )
    const own: (Candidate & { order: number })[] = []
    for (const shift of open) {
      const position = positions.get(shift.positionId)!
      if (staticRuleBroken(person, shift, position, rules)) continue
      if (before.some((other) => pairRuleBroken(shift, other, rules))) continue
      const value =
        preferenceValue(person, position.preference) +
        (person.previous ? PREVIOUS_VALUE : 0) -
        (BALANCE_COST * (workedBefore.get(person.id) ?? 0)) / mostWorked
      own.push({ person, shift, value, order: (person.id * 7919 + shift.id * 104_729) % 1009 })
    }
    own.sort((a, b) => b.value - a.value || a.order - b.order)
    candidates.push(...own.slice(0, CANDIDATES_PER_PERSON))
    spare.push(...own.slice(CANDIDATES_PER_PERSON))
  }
  /** A shift left with too few candidates gets back the ones pruned (minimums stay reachable). */
  const perShift = new Map<number, number>()
  for (const candidate of candidates)
    perShift.set(candidate.shift.id, (perShift.get(candidate.shift.id) ?? 0) + 1)
  for (const candidate of spare) {
    const count = perShift.get(candidate.shift.id) ?? 0
    if (count >= candidate.shift.max * SPARE_FACTOR) continue
    candidates.push(candidate)
    perShift.set(candidate.shift.id, count + 1)
  }

  const objective: string[] = []
  const constraints: string[] = []
  const bounds: string[] = []
  const binaries: string[] = []
  const byShift = new Map<number, number[]>()
  const byPerson = new Map<number, number[]>()
  candidates.forEach((candidate, index) => {
    objective.push(`${coefficient(-candidate.value)} x${index}`)
    binaries.push(`x${index}`)
    push(byShift, candidate.shift.id, index)
    push(byPerson, candidate.person.id, index)
  })

  for (const shift of shifts) {
    const own = (byShift.get(shift.id) ?? []).map((index) => `+ x${index}`)
    if (shift.min > 0) {
      objective.push(`+ ${SHORTFALL_COST} s${shift.id}`)
      constraints.push(` min${shift.id}: ${terms([...own, `+ s${shift.id}`])} >= ${shift.min}`)
      bounds.push(` 0 <= s${shift.id} <= ${shift.min}`)
    }
    if (own.length > shift.max) constraints.push(` max${shift.id}: ${terms(own)} <= ${shift.max}`)
  }

  /**
   * A person's conflicting shifts form an interval graph (each shift held
   * from its start to its end plus the rest): its cliques are the shifts
   * holding each start time, at most one of each clique is worked.
   */
  for (const [personId, indexes] of byPerson) {
    if (indexes.length < 2) continue
    const held = indexes.map((index) => {
      const { from, until } = absolute(candidates[index].shift)
      return { index, from, until: until + rules.restMinutes }
    })
    const cliques = new Set<string>()
    for (const start of new Set(held.map((entry) => entry.from))) {
      const clique = held
        .filter((entry) => entry.from <= start && start < entry.until)
        .map((entry) => entry.index)
      if (clique.length > 1) cliques.add(clique.join(','))
    }
    let number = 0
    for (const clique of cliques) {
      const parts = clique.split(',').map((index) => `+ x${index}`)
      constraints.push(` p${personId}_${number++}: ${terms(parts)} <= 1`)
    }
    const person = candidates[indexes[0]].person
    if (isMinorOn(person, day)) {
      const parts = indexes.map(
        (index) => `+ ${candidates[index].shift.end - candidates[index].shift.start} x${index}`
      )
      constraints.push(` h${personId}: ${terms(parts)} <= ${rules.minorMaxMinutes}`)
    }
  }

  if (objective.length === 0) return { text: null, candidates }
  const text = [
    'Minimize',
    ` obj: ${terms(objective)}`,
    'Subject To',
    ...(constraints.length ? constraints : [` none: ${binaries[0] ?? 's0'} >= 0`]),
    'Bounds',
    ...bounds,
    'Binary',
    ` ${terms(binaries)}`,
    'End',
  ].join('\n')
  return { text, candidates }
}

/** Solves every day in order; throws RosterSolveError when the solver finds no roster. */
export async function solveRoster(world: RosterWorld): Promise<SolveOutcome> {
  const highsSolver = await solver()
  const days = [...new Set(world.shifts.map((shift) => shift.day))].sort()
  const fixed = new Map<number, RosterShift[]>()
  const placements: Placement[] = []
  const shortfalls = new Map<number, number>()
  const firstPreferences = { met: 0, stated: 0 }
  const timings = { model: 0, solver: 0 }
  const positions = new Map(world.positions.map((position) => [position.id, position]))

  for (const day of days) {
    /** Each day's solve blocks the event loop (WASM): other requests get their turn in between. */
    await new Promise((resolve) => setImmediate(resolve))
    const built = performance.now()
    const { text, candidates } = dayModel(world, day, fixed)
    timings.model += performance.now() - built
    const placedCount = new Map<number, number>()
    if (text) {
      const solving = performance.now()
      const result = highsSolver.solve(text, {
        output_flag: false,
        time_limit: DAY_TIME_LIMIT,
        mip_rel_gap: MIP_GAP,
        /** The model is already small and tight: presolve cost more than it saved (decision 0230). */
        presolve: 'off',
      })
      timings.solver += performance.now() - solving
      const usable =
        result.Status === 'Optimal' ||
        (result.Status === 'Time limit reached' && Object.keys(result.Columns).length > 0)
      if (!usable) throw new RosterSolveError(result.Status)
      candidates.forEach((candidate, index) => {
        const column = result.Columns[`x${index}`] as { Primal?: number } | undefined
        if (!column || (column.Primal ?? 0) < 0.5) return
        placements.push({ shiftId: candidate.shift.id, formId: candidate.person.id })
        push(fixed, candidate.person.id, candidate.shift)
        placedCount.set(candidate.shift.id, (placedCount.get(candidate.shift.id) ?? 0) + 1)
        if (candidate.person.preferences.length > 0) {
          firstPreferences.stated += 1
          if (
            positions.get(candidate.shift.positionId)!.preference ===
            candidate.person.preferences[0]
          )
            firstPreferences.met += 1
        }
      })
    }
    for (const shift of world.shifts.filter((one) => one.day === day)) {
      const missing = shift.min - (placedCount.get(shift.id) ?? 0)
      if (missing > 0) shortfalls.set(shift.id, missing)
    }
  }
  return { placements, shortfalls, firstPreferences, timings }
}
