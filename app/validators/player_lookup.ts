import vine from '@vinejs/vine'
import { DATE_INPUT_FORMATS } from '#forms/date_formats'

/**
 * A passport number as the forms store documents (letters and digits only)
 * and the birth date the person gave last year: a passport number alone is
 * printed on too many documents to unlock last year's request.
 */
export const playerLookupValidator = vine.create({
  passport: vine
    .string()
    .trim()
    .minLength(3)
    .maxLength(40)
    .regex(/^[A-Za-z0-9]+$/),
  birthDate: vine.date({ formats: DATE_INPUT_FORMATS }),
})
