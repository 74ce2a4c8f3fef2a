import vine from '@vinejs/vine'
import { recordId } from '#validators/rules/record_id'

export const createStationValidator = vine.create({
  tournamentId: recordId(),
  name: vine.string().trim().minLength(1).maxLength(80),
})

/** A selection sent to a station; a reprint says why. */
export const sendToStationValidator = vine.create({
  ids: vine.array(recordId()).minLength(1).maxLength(2000),
  reason: vine.string().trim().maxLength(200).optional(),
})

/** The station page's own id for its claims (kept across a reload of the page). */
export const stationTokenValidator = vine.create({
  token: vine.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
})

/** A card that came out wrong, and why. */
export const failedJobValidator = vine.create({
  token: vine.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  reason: vine.string().trim().minLength(1).maxLength(200),
})

/** A whole list or an organisation sent to a station (what it names is in the route); a reprint says why. */
export const sendAllToStationValidator = vine.create({
  reason: vine.string().trim().maxLength(200).optional(),
})
