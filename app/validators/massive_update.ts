import vine from '@vinejs/vine'
import { recordId } from '#validators/rules/record_id'
import { formCategories } from '#forms/registry'
import { staffFieldRules } from '#forms/staff_fields'

/**
 * The changes a massive update may set, with the staff form's own rules
 * (each request keeps its zone flags): at least one is required by the controller.
 */
const changes = {
  ...staffFieldRules(['permissionId', 'credits', 'amount', 'color']),
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
