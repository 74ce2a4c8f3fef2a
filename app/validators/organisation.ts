import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { recordId } from '#validators/rules/record_id'
import { ORGANISATION_KINDS } from '#models/organisation'
import { locales } from '#config/i18n'

/** Largest quota: far above any organisation's staff, small enough for an integer column. */
export const MAX_PLACES = 100_000

export const organisationValidator = vine.create({
  tournamentId: recordId().exists({ table: 'tournaments', column: 'id' }),
  name: vine.string().trim().minLength(2).maxLength(160),
  kind: vine.enum(ORGANISATION_KINDS),
  autoApprove: vine.boolean().optional(),
})

export const organisationUpdateValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(160),
  kind: vine.enum(ORGANISATION_KINDS),
  autoApprove: vine.boolean().optional(),
})

export const managerValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(120),
  email: vine.string().trim().toLowerCase().email().maxLength(254),
  locale: vine.enum(locales),
})

/** A quota: the form type and template are checked against the tournament by the controller. */
export const quotaValidator = vine.create({
  formType: vine.string().trim().maxLength(40),
  permissionId: recordId().exists({ table: 'permissions', column: 'id' }),
  /** A real calendar day (2026-06-31 is refused), kept as its ISO date. */
  day: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .transform((day) => DateTime.fromJSDate(day).toISODate()!)
    .optional(),
  places: vine.number().withoutDecimals().range([0, MAX_PLACES]),
})

export const placesValidator = vine.create({
  places: vine.number().withoutDecimals().range([0, MAX_PLACES]),
})

/** A manager asks for a sign-in link. */
export const linkRequestValidator = vine.create({
  email: vine.string().trim().toLowerCase().email().maxLength(254),
})

/** Who collects the organisation's cards: one of its managers, or a named person. */
export const collectorValidator = vine.create({
  managerId: recordId().optional(),
  name: vine.string().trim().minLength(1).maxLength(80).optional(),
  lastName: vine.string().trim().minLength(1).maxLength(120).optional(),
})
