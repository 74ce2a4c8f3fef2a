import vine from '@vinejs/vine'
import { recordId } from '#validators/rules/record_id'
import { formCategories } from '#forms/registry'

/** The changes a massive update may set: at least one is required by the controller. */
const changes = {
  permissionId: recordId().exists({ table: 'permissions', column: 'id' }).optional(),
  credits: vine.number().withoutDecimals().range([0, 10_000]).optional(),
  amount: vine.number().withoutDecimals().range([0, 10_000_000]).optional(),
  color: vine
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  preview: vine.boolean().optional(),
}

export const byCategoryValidator = vine.create({
  category: vine.enum(() => formCategories()),
  ...changes,
})

export const byPermissionValidator = vine.create({
  sourcePermissionId: recordId().exists({ table: 'permissions', column: 'id' }),
  ...changes,
})
