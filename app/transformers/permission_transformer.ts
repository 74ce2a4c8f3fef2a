import type Permission from '#models/permission'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { activeFlags, flagRows } from '#support/permission_flags'

/** A permission template: its zone flags as rows to edit, and the ones it grants to list. */
export default class PermissionTransformer extends BaseTransformer<Permission> {
  toObject() {
    const permission = this.resource
    return {
      id: permission.id,
      name: permission.name,
      flags: flagRows(permission.flagMap),
      active: activeFlags(permission.flagMap),
    }
  }
}
