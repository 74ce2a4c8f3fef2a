import vine from '@vinejs/vine'

/** A passport number as the forms store documents: letters and digits only. */
export const playerLookupValidator = vine.create({
  passport: vine
    .string()
    .trim()
    .minLength(3)
    .maxLength(40)
    .regex(/^[A-Za-z0-9]+$/),
})
