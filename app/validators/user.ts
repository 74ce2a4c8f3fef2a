import vine from '@vinejs/vine'
import { recordId } from '#validators/rules/record_id'
import { formTypeSlugs } from '#forms/registry'
import { staffPassword } from '#validators/rules/staff_password'

/** Fields staff administrators set on a user (Configuration → Users). */
const userFields = {
  name: vine.string().trim().minLength(1).maxLength(80),
  lastName: vine.string().trim().maxLength(120).optional(),
  canCreate: vine.boolean().optional(),
  canEdit: vine.boolean().optional(),
  canPrint: vine.boolean().optional(),
  canRfid: vine.boolean().optional(),
  canToppanel: vine.boolean().optional(),
  isAdmin: vine.boolean().optional(),
  isBanned: vine.boolean().optional(),
  restaurantId: recordId().exists({ table: 'restaurants', column: 'id' }).optional(),
  formTypes: vine.array(vine.enum(() => formTypeSlugs())).optional(),
  /** The short PIN this person types on a paired device (4 to 6 digits); empty keeps it. */
  deskPin: vine
    .string()
    .trim()
    .regex(/^\d{4,6}$/)
    .optional(),
  clearDeskPin: vine.boolean().optional(),
}

export const createUserValidator = vine.create({
  ...userFields,
  email: vine
    .string()
    .trim()
    .toLowerCase()
    .email()
    .maxLength(254)
    .unique({ table: 'users', column: 'email' }),
  password: staffPassword(),
})

export const updateUserValidator = vine.withMetaData<{ userId: number }>().create({
  ...userFields,
  email: vine
    .string()
    .trim()
    .toLowerCase()
    .email()
    .maxLength(254)
    .unique({
      table: 'users',
      column: 'email',
      filter: (db, _value, field) => {
        db.whereNot('id', field.meta.userId)
      },
    }),
  /** Empty keeps the current password. */
  password: staffPassword().optional(),
})
