import {
  isMinorOn,
  partOf,
  type RosterPerson,
  type RosterShift,
} from '#services/rosters/roster_rules'
import type { RosterWorld } from '#services/rosters/roster_validator'

/**
 * Why a shift stays short of its minimum, narrowed filter by filter: too
 * few people may work it at all (type, declared days, shift choice), too few
 * of them speak its language, hold a licence, are old enough, or enough
 * could but were needed on other shifts at the same time.
 */
export type ShortfallReason = 'available' | 'language' | 'licence' | 'age' | 'busy'

export type Shortfall = {
  shiftId: number
  positionId: number
  day: string
  part: 'morning' | 'afternoon'
  min: number
  missing: number
  reason: ShortfallReason
  /** People left after the filter that stopped the shift. */
  count: number
  languages: string[]
}

export function shortfallsOf(world: RosterWorld, missing: Map<number, number>): Shortfall[] {
  const positions = new Map(world.positions.map((position) => [position.id, position]))
  const found: Shortfall[] = []
  for (const shift of world.shifts) {
    const short = missing.get(shift.id)
    if (!short) continue
    const position = positions.get(shift.positionId)!
    const steps: [ShortfallReason, (person: RosterPerson) => boolean][] = [
      [
        'available',
        (person) =>
          position.formTypes.includes(person.type) &&
          (!person.days || person.days.includes(shift.day)) &&
          (person.part === 'any' || person.part === partOf(shift)),
      ],
      [
        'language',
        (person) =>
          shift.languages.length === 0 ||
          shift.languages.some((language) => person.languages.includes(language)),
      ],
      ['licence', (person) => !shift.needsLicence || person.licence],
      ['age', (person) => !minorBarred(person, shift, world)],
    ]
    let pool = world.people
    let reason: ShortfallReason = 'busy'
    for (const [name, keep] of steps) {
      pool = pool.filter(keep)
      if (pool.length < shift.min) {
        reason = name
        break
      }
    }
    found.push({
      shiftId: shift.id,
      positionId: shift.positionId,
      day: shift.day,
      part: partOf(shift),
      min: shift.min,
      missing: short,
      reason,
      count: pool.length,
      languages: shift.languages,
    })
  }
  return found
}

function minorBarred(person: RosterPerson, shift: RosterShift, world: RosterWorld) {
  if (!isMinorOn(person, shift.day)) return false
  return (
    shift.adultsOnly ||
    shift.end > world.rules.minorLatestEnd ||
    shift.end - shift.start > world.rules.minorMaxMinutes
  )
}
