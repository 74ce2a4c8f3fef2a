import { test } from '@japa/runner'
import {
  isMinorOn,
  pairRuleBroken,
  placementRuleBroken,
  type RosterPerson,
  type RosterPosition,
  type RosterShift,
} from '#services/rosters/roster_rules'
import { rosterViolations, type RosterWorld } from '#services/rosters/roster_validator'
import { solveRoster } from '#services/rosters/roster_solver'
import { creditsEarned } from '#services/rosters/meal_credits'
import { shiftsCalendar } from '#support/shift_calendar'

const RULES = { restMinutes: 660, minorMaxMinutes: 360, minorLatestEnd: 21 * 60 }

function person(id: number, extra: Partial<RosterPerson> = {}): RosterPerson {
  return {
    id,
    type: 'volunteer',
    name: `P${id}`,
    birthDate: '1990-01-01',
    hasGuardian: false,
    part: 'any',
    days: null,
    languages: [],
    licence: false,
    preferences: [],
    previous: false,
    locale: 'es',
    ...extra,
  }
}

function shift(
  id: number,
  positionId: number,
  day: string,
  start: string,
  end: string,
  extra: Partial<RosterShift> = {}
): RosterShift {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  return {
    id,
    positionId,
    day,
    start: minutes(start),
    end: minutes(end),
    min: 0,
    max: 5,
    languages: [],
    needsLicence: false,
    adultsOnly: false,
    ...extra,
  }
}

const position = (
  id: number,
  preference: string | null = null,
  formTypes = ['volunteer']
): RosterPosition => ({
  id,
  name: `Position ${id}`,
  formTypes,
  preference,
})

test.group('Rosters · the hard rules', () => {
  test('a person is a minor until the day of their 18th birthday; without a birth date, when the type names a guardian', ({
    assert,
  }) => {
    const kid = { birthDate: '2009-05-10', hasGuardian: false }
    assert.isTrue(isMinorOn(kid, '2027-05-09'))
    assert.isFalse(isMinorOn(kid, '2027-05-10'))
    assert.isTrue(isMinorOn({ birthDate: null, hasGuardian: true }, '2027-05-10'))
    assert.isFalse(isMinorOn({ birthDate: null, hasGuardian: false }, '2027-05-10'))
  })

  test('overlapping shifts and too little rest are named, across midnight too', ({ assert }) => {
    const morning = shift(1, 1, '2027-04-20', '10:00', '16:00')
    const afternoon = shift(2, 1, '2027-04-20', '15:30', '22:00')
    const nextMorning = shift(3, 1, '2027-04-21', '07:00', '13:00')
    const laterMorning = shift(4, 1, '2027-04-21', '10:00', '16:00')
    assert.equal(pairRuleBroken(morning, afternoon, RULES), 'overlap')
    assert.equal(pairRuleBroken(afternoon, nextMorning, RULES), 'rest')
    assert.isNull(pairRuleBroken(afternoon, laterMorning, RULES))
  })

  test('a minor on a shift ending after the configured hour, or an adults-only shift, is refused', ({
    assert,
  }) => {
    const kid = person(1, { type: 'ballboy', birthDate: '2012-01-01' })
    const courts = position(1, null, ['ballboy'])
    const late = shift(1, 1, '2027-04-20', '15:30', '22:00')
    const adults = shift(2, 1, '2027-04-20', '10:00', '14:00', { adultsOnly: true })
    assert.equal(placementRuleBroken(kid, late, courts, [], RULES), 'minor_late')
    assert.equal(placementRuleBroken(kid, adults, courts, [], RULES), 'adults_only')
    assert.equal(placementRuleBroken(person(2), late, courts, [], RULES), 'position_type')
  })

  test('the validator finds every rule a planted roster breaks', ({ assert }) => {
    const world: RosterWorld = {
      people: [person(1, { days: ['2027-04-20'] }), person(2, { languages: ['english'] })],
      positions: [position(1)],
      shifts: [
        shift(1, 1, '2027-04-20', '10:00', '16:00', { max: 1 }),
        shift(2, 1, '2027-04-20', '15:30', '22:00', { languages: ['french'] }),
        shift(3, 1, '2027-04-21', '10:00', '16:00'),
      ],
      rules: RULES,
    }
    const rules = rosterViolations(world, [
      { shiftId: 1, formId: 1 },
      { shiftId: 1, formId: 2 },
      { shiftId: 2, formId: 2 },
      { shiftId: 3, formId: 1 },
    ]).map((violation) => violation.rule)
    assert.sameMembers(rules, ['max_headcount', 'language', 'overlap', 'declared_days'])
  })
})

test.group('Rosters · the solver', () => {
  test('minimums come before preferences, first preferences before second, and the roster breaks no rule', async ({
    assert,
  }) => {
    const world: RosterWorld = {
      people: [
        person(1, { preferences: ['info', 'parking'] }),
        person(2, { preferences: ['info', 'parking'] }),
        person(3, { preferences: ['parking', 'info'] }),
      ],
      positions: [position(1, 'info'), position(2, 'parking'), position(3, 'media')],
      shifts: [
        shift(1, 1, '2027-04-20', '10:00', '16:00', { min: 0, max: 2 }),
        shift(2, 2, '2027-04-20', '10:00', '16:00', { min: 0, max: 2 }),
        shift(3, 3, '2027-04-20', '10:00', '16:00', { min: 1, max: 1 }),
      ],
      rules: RULES,
    }
    const outcome = await solveRoster(world)
    assert.deepEqual(rosterViolations(world, outcome.placements), [])
    assert.equal(outcome.shortfalls.size, 0, 'the media shift gets its one person')
    const shiftOf = (formId: number) =>
      outcome.placements.find((placement) => placement.formId === formId)?.shiftId
    assert.equal(shiftOf(3), 2, 'the one who put parking first works there')
    assert.lengthOf(outcome.placements, 3)
    assert.sameMembers([shiftOf(1), shiftOf(2)], [1, 3], 'one of the info pair covers the minimum')
  })

  test('an impossible minimum is a shortfall, never a broken rule', async ({ assert }) => {
    const world: RosterWorld = {
      people: [person(1, { languages: ['english'] })],
      positions: [position(1)],
      shifts: [
        shift(1, 1, '2027-04-20', '10:00', '16:00', { min: 2, max: 2, languages: ['french'] }),
      ],
      rules: RULES,
    }
    const outcome = await solveRoster(world)
    assert.deepEqual(outcome.placements, [])
    assert.equal(outcome.shortfalls.get(1), 2)
  })
})

test.group('Rosters · meals and calendars', () => {
  test("one meal per shift worked long enough, at most the day's maximum", ({ assert }) => {
    const rule = { mealMinMinutes: 300, mealCreditsPerShift: 1, mealMaxPerDay: 2 }
    assert.equal(creditsEarned(rule, [299]), 0)
    assert.equal(creditsEarned(rule, [300]), 1)
    assert.equal(creditsEarned(rule, [360, 360, 360]), 2)
  })

  test('a shift is an event in UTC with a stable id', ({ assert }) => {
    const ics = shiftsCalendar('Open', [
      { id: 7, day: '2027-04-20', startsAt: '10:00', endsAt: '16:00', position: 'Info; desk' },
    ])
    assert.include(ics, 'DTSTART:20270420T080000Z')
    assert.include(ics, 'DTEND:20270420T140000Z')
    assert.include(ics, 'UID:roster-shift-7@accreditations')
    assert.include(ics, 'SUMMARY:Info\\; desk · Open')
  })
})
