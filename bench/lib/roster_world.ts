import type {
  RosterPerson,
  RosterPosition,
  RosterShift,
} from '../../app/services/rosters/roster_rules.ts'
import type { RosterWorld } from '../../app/services/rosters/roster_validator.ts'

/**
 * A tennis-sized roster world, made from a seed so every run solves the
 * same problem: volunteers (with first and second preferred positions, a
 * shift part, languages) and ball kids (minors, every day, licence), 40
 * positions (a third for ball kids), two shifts a day.
 */
export function rosterWorld(options: {
  people: number
  positions: number
  days: number
  firstDay?: string
  seed?: number
}): RosterWorld {
  let state = options.seed ?? 44
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
  const firstDay = options.firstDay ?? '2027-04-19'
  const days = Array.from({ length: options.days }, (_, index) =>
    new Date(Date.parse(`${firstDay}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10)
  )
  const languages = ['english', 'french', 'german', 'italian']

  const positions: RosterPosition[] = Array.from({ length: options.positions }, (_, index) => {
    const ballKids = index % 3 === 0
    return {
      id: index + 1,
      name: ballKids ? `Court ${index + 1} ball kids` : `Volunteer post ${index + 1}`,
      formTypes: ballKids ? ['ballboy'] : ['volunteer'],
      preference: ballKids ? null : `post_${index + 1}`,
    }
  })
  const volunteerPosts = positions.filter((position) => position.preference)

  const shifts: RosterShift[] = []
  for (const position of positions) {
    const ballKids = position.formTypes.includes('ballboy')
    for (const day of days) {
      for (const [start, end] of [
        [600, 960],
        [930, ballKids ? 1260 : 1320],
      ]) {
        const size = ballKids ? 6 : 8
        shifts.push({
          id: shifts.length + 1,
          positionId: position.id,
          day,
          start,
          end,
          min: size,
          max: size + 4,
          languages: !ballKids && position.id % 7 === 2 ? ['french'] : [],
          needsLicence: ballKids,
          adultsOnly: !ballKids && end > 1300 && position.id % 5 === 0,
        })
      }
    }
  }

  const people: RosterPerson[] = Array.from({ length: options.people }, (_, index) => {
    const ballKid = index % 3 === 0
    const first = pick(volunteerPosts).preference!
    let second = pick(volunteerPosts).preference!
    if (second === first) second = volunteerPosts[0].preference!
    const spoken = [pick(languages), ...(random() < 0.3 ? [pick(languages)] : [])]
    const from = Math.floor(random() * 4)
    return {
      id: index + 1,
      type: ballKid ? 'ballboy' : 'volunteer',
      name: `Person ${index + 1}`,
      birthDate: ballKid ? '2011-05-01' : random() < 0.05 ? '2010-01-01' : '1990-01-01',
      hasGuardian: ballKid,
      part: ballKid ? 'any' : pick(['morning', 'afternoon', 'any'] as const),
      days: random() < 0.5 ? null : days.slice(from, from + 8 + Math.floor(random() * 6)),
      languages: spoken,
      licence: ballKid ? random() < 0.95 : random() < 0.5,
      preferences: ballKid ? [] : [first, second],
      previous: random() < 0.3,
      locale: 'es',
    }
  })
  return {
    people,
    positions,
    shifts,
    rules: { restMinutes: 660, minorMaxMinutes: 360, minorLatestEnd: 21 * 60 },
  }
}
