import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { DATE_INPUT_FORMATS } from '#forms/date_formats'
import { isBlank, isUnanswered } from '#forms/kinds/blank'
import type { FieldKindBehaviour } from '#forms/kinds/kind'

/**
 * A past calendar day (a birth date), typed day first; stored as a date,
 * edited as dd/mm/yyyy, shown as its ISO day, exported as a date cell.
 */
export const dateKind: FieldKindBehaviour = {
  rule: () =>
    vine
      .date({ formats: DATE_INPUT_FORMATS })
      /** Parsed with one format, not every input format, on each submit. */
      .after('1900-01-01', { format: 'YYYY-MM-DD' })
      .before('today'),
  example: () => '1990-05-09',
  columnValue: (_field, value) => {
    if (isUnanswered(value)) return null
    return value instanceof Date ? DateTime.fromJSDate(value) : value
  },
  inputValue: (_field, stored) =>
    stored instanceof DateTime ? stored.toFormat('dd/LL/yyyy') : String(stored),
  displayValue: (_field, stored) => {
    if (isBlank(stored)) return { value: '' }
    return { value: stored instanceof DateTime ? (stored.toISODate() ?? '') : String(stored) }
  },
  export: {
    width: 18,
    numFmt: 'yyyy-mm-dd',
    cell: (_field, stored, _labels, { calendarDay }) =>
      isBlank(stored) ? null : calendarDay(stored),
  },
}
