import vine from '@vinejs/vine'
import { recordId } from '#validators/rules/record_id'

/** A rejection's reason (a configured id) and staff's own words to the applicant. */
const decisionDetails = {
  reason: vine.string().trim().maxLength(40).optional(),
  note: vine.string().trim().maxLength(1000).optional(),
}

/** A bulk state change: the ids selected and the target (approve by default). */
export const bulkStateValidator = vine.create({
  ids: vine.array(recordId()).minLength(1).maxLength(1000),
  state: vine.enum(['approved', 'rejected']).optional(),
  ...decisionDetails,
})

/** A single state change's details (the state itself is checked against the state machine). */
export const decisionDetailsValidator = vine.create(decisionDetails)
