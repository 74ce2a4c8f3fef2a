import vine from '@vinejs/vine'
import type { FieldSpec } from '#forms/fields'
import { formMeta } from '#forms/kinds/form_meta'
import type { FieldKindBehaviour } from '#forms/kinds/kind'
import { plainCell, plainKind } from '#forms/kinds/plain'

/** The licence year must be the tournament's. */
const tournamentYearRule = vine.createRule((value, _options, field) => {
  if (typeof value === 'number' && value !== formMeta(field).tournamentYear) {
    field.report('The licence must be valid in {{ year }}', 'tournamentYear', field, {
      year: formMeta(field).tournamentYear,
    })
  }
})

/** A whole number within its range (a year, 1900–2100, unless set). */
function numberRule(field: FieldSpec) {
  const rule = vine
    .number()
    .withoutDecimals()
    .range([field.min ?? 1900, field.max ?? 2100])
  return field.tournamentYear ? rule.use(tournamentYearRule()) : rule
}

/** A whole number, exported as a number cell. */
export const numberKind: FieldKindBehaviour = {
  ...plainKind(
    numberRule,
    (field, { tournamentYear }) =>
      String(
        field.tournamentYear ? tournamentYear : (field.min ?? Math.min(field.max ?? 2000, 2000))
      ),
    { typedByPerson: false }
  ),
  export: {
    width: 18,
    cell: (_field, stored) => (typeof stored === 'number' ? stored : plainCell(stored)),
  },
}
