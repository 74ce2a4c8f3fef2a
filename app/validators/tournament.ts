import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BADGE_FORMATS, SPORTS, type Sport } from '#models/tournament'
import { formCategories, formTypeSlugs, formTypesOfSport } from '#forms/registry'

type Meta = { tournamentId: number | null; wasCurrent: boolean }

/** Date inputs send YYYY-MM-DD; the bounds keep out years a database cannot store (0000). */
const day = () =>
  vine
    .date({ formats: ['YYYY-MM-DD'] })
    .afterOrEqual('2000-01-01')
    .beforeOrEqual('2100-12-31')

/**
 * The current tournament stops being current only when another one of its sport
 * is marked current; un-ticking it would leave the sport without one.
 */
const keepsCurrent = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (field.meta.wasCurrent && value !== true) {
      field.report('Mark another tournament as current instead', 'tournament.keepCurrent', field)
    }
  },
  { implicit: true }
)

/**
 * Only the form types of the chosen sport. Own keys only: a sport named
 * "toString" must not find Object.prototype's function (the fuzz suite did).
 */
const openableTypes = (field: FieldContext) => {
  const sport = String(field.data?.sport)
  return (SPORTS as readonly string[]).includes(sport)
    ? formTypesOfSport(sport as Sport)
    : formTypeSlugs()
}

export const tournamentValidator = vine.withMetaData<Meta>().create({
  sport: vine.enum(SPORTS),
  /** One tournament per sport and year. */
  year: vine
    .number()
    .withoutDecimals()
    .range([2000, 2100])
    .unique({
      table: 'tournaments',
      column: 'year',
      filter: (db, _value, field) => {
        db.where('sport', String(field.data.sport))
        if (field.meta.tournamentId) db.whereNot('id', field.meta.tournamentId)
      },
    }),
  name: vine.string().trim().minLength(1).maxLength(160),
  startsOn: day(),
  endsOn: day().afterOrSameAs('startsOn'),
  /** Press days may start before the tournament; only their own order is checked. */
  pressStartsOn: day().optional().requiredIfExists('pressEndsOn'),
  pressEndsOn: day().afterOrSameAs('pressStartsOn').optional().requiredIfExists('pressStartsOn'),
  formsOpenOn: day().optional(),
  formsCloseOn: day().afterOrSameAs('formsOpenOn').optional(),
  isCurrent: vine.boolean().optional().use(keepsCurrent()),
  playersOpen: vine.boolean().optional(),
  openFormTypes: vine.array(vine.enum(openableTypes)).distinct().optional(),
  badgeFormat: vine.enum(BADGE_FORMATS).optional(),
  /** Days after the last day until files and identity data are purged (privacy:purge). */
  retentionDays: vine.number().withoutDecimals().range([1, 3650]).optional(),
  /** Colour band per category; an empty colour input means "no colour set". */
  badgeColors: vine
    .object(
      Object.fromEntries(
        formCategories().map((category) => [
          category,
          vine
            .string()
            .regex(/^#[0-9a-fA-F]{6}$/)
            .optional(),
        ])
      )
    )
    .optional(),
})
