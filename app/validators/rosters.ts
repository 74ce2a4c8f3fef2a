import vine from '@vinejs/vine'
import { recordId } from '#validators/rules/record_id'
import { FIXED_OPTION_LISTS } from '#forms/option_lists'

/** HH:MM, 00:00 to 23:59. */
const clockTime = () =>
  vine
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)

const headcount = () => vine.number().withoutDecimals().range([0, 1000])

export const positionValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
  formTypes: vine.array(vine.string().trim().maxLength(40)).minLength(1).maxLength(20),
  preference: vine.enum(FIXED_OPTION_LISTS.golfPositions).optional(),
  zoneId: recordId().optional(),
  leadUserId: recordId().optional(),
})

/** A shift; its end after its start and its day within the tournament are checked by the service. */
export const shiftValidator = vine.create({
  positionId: recordId(),
  day: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  startsAt: clockTime(),
  endsAt: clockTime(),
  minHeadcount: headcount(),
  maxHeadcount: headcount(),
  languages: vine.array(vine.enum(FIXED_OPTION_LISTS.languages)).maxLength(10).optional(),
  needsLicence: vine.boolean().optional(),
  adultsOnly: vine.boolean().optional(),
})

export const rosterSettingsValidator = vine.create({
  restMinutes: vine.number().withoutDecimals().range([0, 1440]),
  minorMaxMinutes: vine.number().withoutDecimals().range([0, 1440]),
  minorLatestEnd: clockTime(),
  lateAfterMinutes: vine.number().withoutDecimals().range([0, 240]),
  mealMinMinutes: vine.number().withoutDecimals().range([0, 1440]),
  mealCreditsPerShift: vine.number().withoutDecimals().range([0, 10]),
  mealMaxPerDay: vine.number().withoutDecimals().range([0, 10]),
})

/** A hand change to the working roster. */
export const adjustmentValidator = vine.create({
  action: vine.enum(['add', 'remove', 'move', 'swap'] as const),
  formId: recordId(),
  shiftId: recordId(),
  toShiftId: recordId().optional().requiredWhen('action', '=', 'move'),
  otherFormId: recordId().optional().requiredWhen('action', '=', 'swap'),
  otherShiftId: recordId().optional().requiredWhen('action', '=', 'swap'),
})

/** A badge scanned at a shift desk, with the screen's key for this scan. */
export const shiftScanValidator = vine.create({
  scan: vine.string().trim().minLength(1).maxLength(64),
  key: vine.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
})

export const gridQueryValidator = vine.create({
  day: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  position: recordId().optional(),
})

/** A page's query string (day, position): what does not parse is ignored, as a link without it. */
export async function gridQuery(qs: Record<string, unknown>) {
  const [error, query] = await gridQueryValidator.tryValidate(qs)
  return error ? {} : query
}
