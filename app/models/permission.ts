import { PermissionSchema } from '#database/schema'
import { parseFlags, type PermissionFlags } from '#support/permission_flags'

export default class Permission extends PermissionSchema {
  get flagMap(): PermissionFlags {
    return parseFlags(this.flags)
  }
}
