import { DateTime } from 'luxon'
import cache from '@adonisjs/cache/services/main'
import Country from '#models/country'
import type Tournament from '#models/tournament'
import { playerOptions } from '#forms/player_options'

/** Lists whose values are fixed; labels are options.<list>.<value> in resources/lang. */
const FIXED_LISTS = {
  genders: ['man', 'woman'],
  sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  shoeSizes: Array.from({ length: 14 }, (_, index) => String(34 + index)),
  tennisHabitFreq: ['daily', 'weekly', 'monthly', 'yearly'],
  lineTypes: ['line', 'foreign_line', 'chair'],
  educations: ['secondary', 'baccalaureate', 'vocational', 'university', 'master'],
  languages: ['english', 'french', 'german', 'chinese', 'italian', 'portuguese'],
  levels: ['beginner', 'elemental', 'intermediate', 'advanced', 'expert'],
  shifts: ['morning', 'afternoon', 'both'],
  golfShifts: ['morning', 'afternoon', 'both', 'full', 'full_game'],
  medias: [
    'magazine',
    'radio',
    'photographer',
    'itwa',
    'agw',
    'itpa',
    'tv_non_right_holders',
    'tv_nrh',
    'tvrh',
  ],
  transportTypes: [
    'bus',
    'metro',
    'taxi',
    'gasoline',
    'diesel',
    'hybrid',
    'plugin_hybrid',
    'electric',
    'motorcycle',
    'bicycle',
  ],
  golfPositions: [
    'marshal',
    'scorer',
    'walking_scorer',
    'spotter',
    'driver',
    'hospitality',
    'accreditation',
    'media_centre',
    'logistics',
  ],
  regions: [
    'andalucia',
    'aragon',
    'asturias',
    'baleares',
    'canarias',
    'cantabria',
    'castilla_la_mancha',
    'castilla_leon',
    'cataluna',
    'ceuta',
    'extremadura',
    'galicia',
    'la_rioja',
    'madrid',
    'melilla',
    'murcia',
    'navarra',
    'pais_vasco',
    'valencia',
  ],
  accreditationKinds: ['organizacion', 'proveedores', 'patrocinadores', 'seguridad', 'servicios'],
  draws: ['singles', 'doubles', 'qualifying'],
  teamRoles: ['coach', 'physio', 'trainer', 'hitting_partner', 'family', 'agent', 'other'],
  guestTypes: ['guest', 'guest1', 'guest2', 'coach', 'physio_trainer'],
} as const

/** Lists computed from the tournament (dates) or the database (countries). */
const DYNAMIC_LISTS = ['periods', 'pressDays', 'tournamentDays', 'countries', 'players'] as const

export type OptionListName = keyof typeof FIXED_LISTS | (typeof DYNAMIC_LISTS)[number]

/** Lists whose option values are database ids (countries, listed players). */
export const ID_OPTION_LISTS: readonly OptionListName[] = ['countries', 'players']
export type Option = { value: string; label: string }
export type OptionLists = Record<OptionListName, Option[]>

/** The accreditation groups a public accreditation form is offered to (the `:kind` in its path). */
export const ACCREDITATION_GROUPS: readonly string[] = FIXED_LISTS.accreditationKinds

/** Cache tag cleared by "Clear cache → options" on every instance. */
export const OPTIONS_CACHE_TAG = 'options'

function isoDay(date: DateTime) {
  return date.toISODate()!
}

function daysBetween(first: DateTime, last: DateTime): string[] {
  const days: string[] = []
  for (let day = first; day <= last; day = day.plus({ days: 1 })) days.push(isoDay(day))
  return days
}

/** Press days, as ISO dates: the configured press period, else the tournament's days. */
function pressDays(tournament: Tournament): string[] {
  const first = tournament.pressStartsOn ?? tournament.startsOn
  const last = tournament.pressEndsOn ?? tournament.endsOn
  return daysBetween(first, last)
}

/**
 * Line umpires' nine availability periods: all start on the
 * tournament's first day and end five to thirteen days later.
 */
function periods(tournament: Tournament): string[] {
  return Array.from({ length: 9 }, (_, index) => {
    const end = tournament.startsOn.plus({ days: 5 + index })
    return `${isoDay(tournament.startsOn)}_${isoDay(end)}`
  })
}

function dayLabel(iso: string, locale: string) {
  return DateTime.fromISO(iso).setLocale(locale).toFormat('ccc dd/LL')
}

async function dynamicLists(tournament: Tournament, locale: string) {
  const countries = await Country.query().orderBy(locale === 'en' ? 'name_en' : 'name_es')
  return {
    periods: periods(tournament).map((value) => {
      const [start, end] = value.split('_')
      return { value, label: `${dayLabel(start, locale)} – ${dayLabel(end, locale)}` }
    }),
    pressDays: pressDays(tournament).map((value) => ({
      value,
      label: dayLabel(value, locale),
    })),
    tournamentDays: daysBetween(tournament.startsOn, tournament.endsOn).map((value) => ({
      value,
      label: dayLabel(value, locale),
    })),
    countries: countries.map((country) => ({
      value: String(country.id),
      label: locale === 'en' ? country.nameEn : country.nameEs,
    })),
  }
}

/**
 * Every option list of a tournament with labels in one locale, cached per
 * tournament and locale. `translate` turns options.<list>.<value> into text.
 */
export async function optionLists(
  tournament: Tournament,
  locale: string,
  translate: (key: string) => string
): Promise<OptionLists> {
  const lists = await cache.getOrSet({
    key: `options:${tournament.id}:${tournament.updatedAt?.toMillis() ?? 0}:${locale}`,
    tags: [OPTIONS_CACHE_TAG],
    ttl: '1h',
    factory: async () => {
      const fixed = Object.fromEntries(
        Object.entries(FIXED_LISTS).map(([list, values]) => [
          list,
          values.map((value) => ({ value, label: translate(`options.${list}.${value}`) })),
        ])
      )
      return { ...fixed, ...(await dynamicLists(tournament, locale)) }
    },
  })
  return { ...lists, players: await playerOptions(tournament) } as OptionLists
}

/** The accepted values of each list, for the validator (cached apart from any locale's labels). */
export async function optionValues(
  tournament: Tournament
): Promise<Record<OptionListName, string[]>> {
  const values = await cache.getOrSet({
    key: `option-values:${tournament.id}:${tournament.updatedAt?.toMillis() ?? 0}`,
    tags: [OPTIONS_CACHE_TAG],
    ttl: '1h',
    factory: async () => {
      const dynamic = await dynamicLists(tournament, 'es')
      const fixed: Record<string, readonly string[]> = FIXED_LISTS
      return {
        ...fixed,
        ...Object.fromEntries(
          Object.entries(dynamic).map(([list, options]) => [
            list,
            options.map((option) => option.value),
          ])
        ),
      }
    },
  })
  const players = await playerOptions(tournament)
  return { ...values, players: players.map((player) => player.value) } as unknown as Record<
    OptionListName,
    string[]
  >
}

export const FIXED_OPTION_LISTS = FIXED_LISTS
