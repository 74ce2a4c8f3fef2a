import vine from '@vinejs/vine'
import { DINER_GROUPS } from '#models/restaurant'
import { RESET_SOURCE_COLUMNS, RESET_TARGET_COLUMNS } from '#models/reset_credit_rule'
import { formCategories, formTypeSlugs } from '#forms/registry'

/** Money is typed in euros with up to two decimals and kept in cents. */
const euros = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{1,5}([.,]\d{1,2})?$/)
    .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))

export const restaurantValidator = vine.withMetaData<{ restaurantId: number }>().create({
  name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .unique({
      table: 'restaurants',
      column: 'name',
      filter: (db, _value, field) => {
        db.whereNot('id', field.meta.restaurantId)
      },
    }),
  kind: vine.enum(DINER_GROUPS),
  active: vine.boolean().optional(),
  /** What an offline till may take beyond a holder's balance; empty: what its data showed. */
  offlineCreditsAllowance: vine.number().withoutDecimals().range([0, 100]).optional(),
  offlineAmountAllowance: euros().optional(),
})

export const creditGrantValidator = vine.create({
  category: vine.enum(() => formCategories()).optional(),
  search: vine.string().trim().maxLength(100).optional(),
  operation: vine.enum(['give', 'set'] as const),
  credits: vine.number().withoutDecimals().range([0, 1000]).optional(),
  amount: euros().optional(),
  preview: vine.boolean().optional(),
})

/** The values a rule may name: categories, or form types. */
const SOURCE_VALUES = { category: formCategories, type: formTypeSlugs }

export const resetRuleValidator = vine.create({
  sourceColumn: vine.enum(RESET_SOURCE_COLUMNS),
  sourceValues: vine
    .string()
    .trim()
    .maxLength(500)
    .regex(/^[a-z]+( *, *[a-z]+)*$/i)
    .use(
      vine.createRule((value, _, field) => {
        const column = field.parent.sourceColumn as keyof typeof SOURCE_VALUES
        const known = Object.hasOwn(SOURCE_VALUES, column) ? SOURCE_VALUES[column]() : []
        const unknown = String(value)
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter((item) => !known.includes(item))
        if (unknown.length > 0) {
          field.report('The {{ field }} field has unknown values', 'sourceValues', field, {
            unknown: unknown.join(', '),
          })
        }
      })()
    ),
  targetColumn: vine.enum(RESET_TARGET_COLUMNS),
  targetValue: vine
    .string()
    .trim()
    .regex(/^\d{1,5}([.,]\d{1,2})?$/),
})
