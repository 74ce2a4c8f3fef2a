import vine from '@vinejs/vine'
import { COLLECTOR_TYPES } from '#models/collective'

/** Who collects: the staff desk's form and the paired collection desk check them alike. */
export const collectorFields = () => ({
  name: vine.string().trim().minLength(1).maxLength(80),
  lastName: vine.string().trim().minLength(1).maxLength(120),
  document: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,40}$/)
    .optional(),
  email: vine.string().trim().email().maxLength(254).optional(),
  phone: vine.string().trim().maxLength(30).optional(),
  type: vine.enum(COLLECTOR_TYPES),
  observation: vine.string().trim().maxLength(1000).optional(),
})

export const collectiveValidator = vine.create(collectorFields())

export const cardScanValidator = vine.create({
  code: vine.string().trim().minLength(1).maxLength(64),
})

/** What signing sends: the texts accepted and the drawn signature. */
export const signingFields = () => ({
  privacy: vine.boolean().optional(),
  golf: vine.boolean().optional(),
  signature: vine.string().maxLength(450_000),
})

export const signValidator = vine.create(signingFields())
