import { PermissionSchema } from '#database/schema'
import { parseFlags } from '#services/configuration/permission_flags'

/** A zone flag is 0/1; anything else is a value (only 0 and 1 are booleans). */
export type PermissionFlags = Record<string, number | string>

export default class Permission extends PermissionSchema {
  get flagMap(): PermissionFlags {
    return parseFlags(this.flags)
  }
}
