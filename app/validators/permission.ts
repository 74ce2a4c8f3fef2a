import vine from '@vinejs/vine'

/** Zone flags as rows (a template's, or a request's own custom permissions). */
export const flagRowsRule = vine
  .array(
    vine.object({
      key: vine
        .string()
        .trim()
        .regex(/^[\p{L}\p{N}_ -]{1,40}$/u),
      value: vine.string().trim().maxLength(60),
    })
  )
  .maxLength(100)
  .distinct('key')

const fields = {
  flags: flagRowsRule.clone().optional(),
}

export const createPermissionValidator = vine.create({
  ...fields,
  name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .unique({ table: 'permissions', column: 'name' }),
})

export const updatePermissionValidator = vine.withMetaData<{ permissionId: number }>().create({
  ...fields,
  name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .unique({
      table: 'permissions',
      column: 'name',
      filter: (db, _value, field) => {
        db.whereNot('id', field.meta.permissionId)
      },
    }),
})
