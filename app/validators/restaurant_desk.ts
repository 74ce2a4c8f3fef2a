import vine from '@vinejs/vine'
import { DEDUCTION_TYPES } from '#models/restaurant_log'
import { recordId } from '#validators/rules/record_id'

export const scanValidator = vine.create({
  scan: vine.string().trim().minLength(1).maxLength(64),
})

/** The quantity is read by quantityOf (text, so money keeps its cents exact). */
export const deductionValidator = vine.create({
  id: recordId(),
  type: vine.enum(DEDUCTION_TYPES),
  amount: vine.any(),
  key: vine.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
})

/** The till's one-request deduction: the scanned badge or tag and what to take from its holder. */
export const chargeValidator = vine.create({
  scan: vine.string().trim().minLength(1).maxLength(64),
  type: vine.enum(DEDUCTION_TYPES),
  amount: vine.any(),
  key: vine.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
})
