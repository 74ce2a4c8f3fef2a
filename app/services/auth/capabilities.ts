import type User from '#models/user'

/**
 * The five staff capabilities (create, edit, print, top panel, RFID), plus "admin" (users, permissions,
 * configuration). This is the only place that says who may do what; routes
 * check it through the `can` middleware and menus read the same list.
 */
export const CAPABILITIES = ['create', 'edit', 'print', 'rfid', 'toppanel', 'admin'] as const
export type Capability = (typeof CAPABILITIES)[number]

export function hasCapability(user: User, capability: Capability): boolean {
  if (user.isAdmin) return true
  switch (capability) {
    case 'create':
      return user.canCreate
    case 'edit':
      return user.canEdit
    case 'print':
      return user.canPrint
    case 'rfid':
      return user.canRfid
    case 'toppanel':
      return user.canToppanel
    case 'admin':
      return false
  }
}

export function capabilitiesOf(user: User): Capability[] {
  return CAPABILITIES.filter((capability) => hasCapability(user, capability))
}
