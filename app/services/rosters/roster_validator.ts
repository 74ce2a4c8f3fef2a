import {
  minorHoursBroken,
  pairRuleBroken,
  staticRuleBroken,
  type RosterPerson,
  type RosterPosition,
  type RosterRules,
  type RosterShift,
  type RuleName,
} from '#services/rosters/roster_rules'

/** What a roster is checked against: the people, positions, shifts and the tournament's rules. */
export type RosterWorld = {
  people: RosterPerson[]
  positions: RosterPosition[]
  shifts: RosterShift[]
  rules: RosterRules
}

export type Placement = { shiftId: number; formId: number }
export type Violation = { rule: RuleName | 'unknown'; formId: number; shiftId: number }

/**
 * Every hard rule a whole roster breaks, checked from the facts alone
 * (not from the solver's model): used by the tests and the bench to prove
 * the solver's output, and before a roster is published.
 */
export function rosterViolations(world: RosterWorld, placements: Placement[]): Violation[] {
  const people = new Map(world.people.map((person) => [person.id, person]))
  const positions = new Map(world.positions.map((position) => [position.id, position]))
  const shifts = new Map(world.shifts.map((shift) => [shift.id, shift]))
  const violations: Violation[] = []
  const byPerson = new Map<number, RosterShift[]>()
  const headcount = new Map<number, number>()
  const seen = new Set<string>()

  for (const placement of placements) {
    const person = people.get(placement.formId)
    const shift = shifts.get(placement.shiftId)
    const position = shift && positions.get(shift.positionId)
    if (!person || !shift || !position) {
      violations.push({ rule: 'unknown', ...placement })
      continue
    }
    const key = `${placement.shiftId}:${placement.formId}`
    if (seen.has(key)) violations.push({ rule: 'duplicate', ...placement })
    seen.add(key)
    const broken = staticRuleBroken(person, shift, position, world.rules)
    if (broken) violations.push({ rule: broken, ...placement })
    headcount.set(shift.id, (headcount.get(shift.id) ?? 0) + 1)
    byPerson.set(person.id, [...(byPerson.get(person.id) ?? []), shift])
  }

  for (const [shiftId, count] of headcount) {
    const shift = shifts.get(shiftId)!
    if (count > shift.max) violations.push({ rule: 'max_headcount', shiftId, formId: 0 })
  }

  for (const [formId, own] of byPerson) {
    const sorted = [...own].sort((a, b) => a.day.localeCompare(b.day) || a.start - b.start)
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length; j++) {
        if (sorted[i].id === sorted[j].id) continue
        const broken = pairRuleBroken(sorted[i], sorted[j], world.rules)
        if (broken) violations.push({ rule: broken, formId, shiftId: sorted[j].id })
      }
    }
    const person = people.get(formId)!
    for (const day of new Set(sorted.map((shift) => shift.day))) {
      const ofDay = sorted.filter((shift) => shift.day === day)
      if (minorHoursBroken(person, day, ofDay, world.rules))
        violations.push({ rule: 'minor_hours', formId, shiftId: ofDay[0].id })
    }
  }
  return violations
}
