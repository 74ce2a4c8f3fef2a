import vine from '@vinejs/vine'
import { DOOR_DIRECTIONS } from '#models/door'
import { recordId } from '#validators/rules/record_id'

/** HH:MM, 00:00 to 23:59. */
const clockTime = () =>
  vine
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** One scan at a door: the code, the way the person goes, and the screen's key for this scan. */
export const doorScanValidator = vine.create({
  scan: vine.string().trim().minLength(1).maxLength(64),
  direction: vine.enum(['in', 'out'] as const),
  key: vine.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
})

export const createZoneValidator = vine.create({
  tournamentId: recordId(),
  name: vine.string().trim().minLength(1).maxLength(100),
})

/** A zone's settings; `rules` is the JSON text an admin typed (checked by rulesProblem). */
export const updateZoneValidator = vine.create({
  antiPassback: vine.boolean().optional(),
  checkoutAt: clockTime().optional(),
  rules: vine.string().trim().maxLength(20_000).optional(),
  stewards: vine.array(recordId()).maxLength(500).optional(),
})

export const doorValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
  direction: vine.enum(DOOR_DIRECTIONS),
  opensAt: clockTime().optional().requiredIfExists('closesAt'),
  closesAt: clockTime().optional().requiredIfExists('opensAt'),
})

/** "Would this badge enter now?": the rules as typed, a badge, a door of the zone and a time. */
export const rulePreviewValidator = vine.create({
  scan: vine.string().trim().minLength(1).maxLength(64),
  doorId: recordId(),
  direction: vine.enum(['in', 'out'] as const),
  rules: vine.string().trim().maxLength(20_000).optional(),
  date: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  time: clockTime().optional(),
})
