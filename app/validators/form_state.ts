import vine from '@vinejs/vine'
import { recordId } from '#validators/rules/record_id'

/** A bulk state change: the ids selected and the target (approve by default). */
export const bulkStateValidator = vine.create({
  ids: vine.array(recordId()).minLength(1).maxLength(1000),
  state: vine.enum(['approved', 'rejected']).optional(),
})
