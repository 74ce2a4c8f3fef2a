import vine from '@vinejs/vine'
import { DEVICE_KINDS } from '#models/device'
import { DEDUCTION_TYPES } from '#models/restaurant_log'
import { recordId } from '#validators/rules/record_id'
import { collectorFields, signingFields } from '#validators/collective'
import { locales } from '#config/i18n'

/**
 * Configuration → Devices: a desk of one tournament (a restaurant's till, a
 * zone's doors, or the tournament's collection desk, which names nothing more).
 */
export const createDeviceValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
  kind: vine.enum(DEVICE_KINDS),
  tournamentId: recordId(),
  restaurantId: recordId().optional().requiredWhen('kind', '=', 'till'),
  zoneId: recordId().optional().requiredWhen('kind', '=', 'door'),
})

export const pairValidator = vine.create({
  code: vine.string().trim().minLength(1).maxLength(64),
})

/** The most actions one request may carry: a queue of thousands goes in several batches. */
export const MAX_ACTIONS_PER_BATCH = 500

const key = () => vine.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

/**
 * A batch of a device's queued actions, each with the key the device made
 * when it took the action (decision 0121). Meals are whole, money in cents.
 */
export const deviceActionsValidator = vine.create({
  actions: vine
    .array(
      vine.object({
        key: key(),
        kind: vine.enum(['passage', 'deduction'] as const),
        /** When the device took it (ISO 8601). */
        at: vine.string().maxLength(40),
        offline: vine.boolean(),
        doorId: recordId().optional().requiredWhen('kind', '=', 'passage'),
        scan: vine.string().trim().minLength(1).maxLength(64).optional(),
        direction: vine.enum(['in', 'out'] as const).optional(),
        verdict: vine.enum(['admit', 'deny'] as const).optional(),
        reason: vine.string().maxLength(30).optional(),
        /** What the device's engine told the steward. */
        message: vine
          .object({ es: vine.string().maxLength(300), en: vine.string().maxLength(300) })
          .optional(),
        formId: recordId().optional().requiredWhen('kind', '=', 'deduction'),
        type: vine.enum(DEDUCTION_TYPES).optional(),
        quantity: vine.number().withoutDecimals().range([1, 100_000]).optional(),
        /** The balance the device showed before this deduction. */
        seen: vine.number().withoutDecimals().range([0, 100_000_000]).optional(),
        /** When the device's data for this holder was fetched (ISO 8601). */
        dataAt: vine.string().maxLength(40).optional(),
        /** The staff pass of who was working the device (its PIN sign-in), when asked for. */
        staff: vine.string().maxLength(1000).optional(),
      })
    )
    .minLength(1)
    .maxLength(MAX_ACTIONS_PER_BATCH),
})

/** The most cards one collector takes at the collection desk in one signing. */
export const MAX_COLLECTION_CARDS = 300

/** A card scanned at a paired collection desk (`key`: the collector's, when saved already). */
export const deskCardValidator = vine.create({
  code: vine.string().trim().minLength(1).maxLength(64),
  key: key().optional(),
})

/**
 * The collector on a paired collection desk's screen, under the key the
 * screen made for them (a retry finds the same collective), with the cards
 * scanned and the staff pass of who works the desk.
 */
const deskCollectiveFields = () => ({
  key: key(),
  cards: vine.array(recordId()).maxLength(MAX_COLLECTION_CARDS),
  staff: vine.string().maxLength(1000).optional(),
  ...collectorFields(),
})

export const deskCollectiveValidator = vine.create(deskCollectiveFields())

/** Signing on the device: also the texts accepted, in the language they were shown in. */
export const deskSignValidator = vine.create({
  ...deskCollectiveFields(),
  ...signingFields(),
  locale: vine.enum(locales),
})

/** The credentials whose thumbnails a desk asks for (`?ids=1,2,3`). */
export const devicePhotosValidator = vine.create({
  ids: vine.array(recordId()).minLength(1).maxLength(100),
})

/** A staff member signing in on a device: who, and their desk PIN. */
export const deskPinValidator = vine.create({
  userId: recordId(),
  pin: vine.string().regex(/^\d{4,6}$/),
})

/** The organiser's choice: ask a staff PIN on one device, or on every device of a tournament. */
export const pinPolicyValidator = vine.create({
  required: vine.boolean().optional(),
})
