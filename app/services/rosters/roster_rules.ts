/**
 * The hard rules of a roster, as pure functions of plain facts: the solver
 * builds its candidates from them, the manual adjustments check them, and
 * the independent validator (tests, bench) re-checks a whole roster with
 * them. Times are the organiser's wall clock: a shift's day (ISO) and its
 * start and end in minutes from that day's midnight.
 */

export type ShiftPart = 'morning' | 'afternoon'

/** A person who may be rostered: an accepted request of a type that declares roster facts. */
export type RosterPerson = {
  id: number
  type: string
  name: string
  /** ISO birth date, or null when unknown. */
  birthDate: string | null
  /** The type names a guardian: without a birth date the person counts as a minor. */
  hasGuardian: boolean
  /** The part of the day chosen, or any. */
  part: ShiftPart | 'any'
  /** The declared days (ISO), or null for every day of the tournament. */
  days: string[] | null
  /** Lower-case language names spoken. */
  languages: string[]
  licence: boolean
  /** Preferred position values, first first. */
  preferences: string[]
  previous: boolean
  locale: string
}

export type RosterPosition = {
  id: number
  name: string
  formTypes: string[]
  /** The preference value (golf volunteers' position choice) this position stands for. */
  preference: string | null
}

export type RosterShift = {
  id: number
  positionId: number
  day: string
  start: number
  end: number
  min: number
  max: number
  languages: string[]
  needsLicence: boolean
  adultsOnly: boolean
}

export type RosterRules = {
  restMinutes: number
  minorMaxMinutes: number
  /** Minutes from midnight: a minor's shift ends by then. */
  minorLatestEnd: number
}

/** The rules a placement can break, named in refusals and violations (rosters.rules.<name>). */
export const RULES = [
  'position_type',
  'declared_days',
  'shift_choice',
  'language',
  'licence',
  'adults_only',
  'minor_late',
  'minor_hours',
  'overlap',
  'rest',
  'max_headcount',
  'duplicate',
] as const
export type RuleName = (typeof RULES)[number]

/** Shifts starting before 13:00 are morning shifts; the others afternoon. */
export const AFTERNOON_FROM = 13 * 60

export function partOf(shift: Pick<RosterShift, 'start'>): ShiftPart {
  return shift.start < AFTERNOON_FROM ? 'morning' : 'afternoon'
}

/** HH:MM to minutes from midnight. */
export function clockMinutes(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

export function clockText(minutes: number) {
  const hours = Math.floor(minutes / 60)
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

const DAY_MS = 86_400_000

/** Days since the epoch of an ISO day, for absolute wall-clock minutes. */
const dayNumbers = new Map<string, number>()
export function dayNumber(day: string) {
  let number = dayNumbers.get(day)
  if (number === undefined) {
    number = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
    dayNumbers.set(day, number)
  }
  return number
}

/** A shift's start and end as minutes on one wall-clock line across days. */
export function absolute(shift: Pick<RosterShift, 'day' | 'start' | 'end'>) {
  const base = dayNumber(shift.day) * 1440
  return { from: base + shift.start, until: base + shift.end }
}

/** Whether the person is under 18 on that day (unknown birth date: a type with a guardian is). */
export function isMinorOn(person: Pick<RosterPerson, 'birthDate' | 'hasGuardian'>, day: string) {
  if (!person.birthDate) return person.hasGuardian
  const [year, month, date] = person.birthDate.split('-').map(Number)
  const adultOn = `${String(year + 18).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`
  return day < adultOn
}

/**
 * The first rule a person breaks by working a shift at all, whatever else
 * they work (type, days, availability, skills, age), or null.
 */
export function staticRuleBroken(
  person: RosterPerson,
  shift: RosterShift,
  position: RosterPosition,
  rules: RosterRules
): RuleName | null {
  if (!position.formTypes.includes(person.type)) return 'position_type'
  if (person.days && !person.days.includes(shift.day)) return 'declared_days'
  if (person.part !== 'any' && person.part !== partOf(shift)) return 'shift_choice'
  if (
    shift.languages.length > 0 &&
    !shift.languages.some((language) => person.languages.includes(language))
  )
    return 'language'
  if (shift.needsLicence && !person.licence) return 'licence'
  const late = shift.end > rules.minorLatestEnd
  const long = shift.end - shift.start > rules.minorMaxMinutes
  if (!(shift.adultsOnly || late || long) || !isMinorOn(person, shift.day)) return null
  if (shift.adultsOnly) return 'adults_only'
  return late ? 'minor_late' : 'minor_hours'
}

/** Whether two shifts of one person overlap, or leave less rest between them than the rules ask. */
export function pairRuleBroken(
  a: RosterShift,
  b: RosterShift,
  rules: RosterRules
): RuleName | null {
  const first = absolute(a)
  const second = absolute(b)
  if (first.from < second.until && second.from < first.until) return 'overlap'
  const gap = first.from < second.from ? second.from - first.until : first.from - second.until
  return gap < rules.restMinutes ? 'rest' : null
}

/** Whether a minor's shifts of one day add up to more than their daily hours. */
export function minorHoursBroken(
  person: RosterPerson,
  day: string,
  shiftsOfDay: RosterShift[],
  rules: RosterRules
) {
  if (!isMinorOn(person, day)) return false
  const minutes = shiftsOfDay.reduce((sum, shift) => sum + shift.end - shift.start, 0)
  return minutes > rules.minorMaxMinutes
}

/**
 * The first rule a person breaks by working `shift` beside the shifts they
 * already have (`others`, without `shift`), or null.
 */
export function placementRuleBroken(
  person: RosterPerson,
  shift: RosterShift,
  position: RosterPosition,
  others: RosterShift[],
  rules: RosterRules
): RuleName | null {
  const broken = staticRuleBroken(person, shift, position, rules)
  if (broken) return broken
  if (others.some((other) => other.id === shift.id)) return 'duplicate'
  for (const other of others) {
    const pair = pairRuleBroken(shift, other, rules)
    if (pair) return pair
  }
  const sameDay = [...others.filter((other) => other.day === shift.day), shift]
  return minorHoursBroken(person, shift.day, sameDay, rules) ? 'minor_hours' : null
}
