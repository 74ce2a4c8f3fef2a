import type User from '#models/user'
import { formTypeSlugs } from '#forms/registry'

/**
 * Staff-side form types (/merchant/mform/{type}), in registry order. A
 * non-admin user reviews only the types listed on their account; admins
 * review all.
 */
export function formTypesOf(user: User): string[] {
  if (user.isAdmin) return formTypeSlugs()
  try {
    const types: unknown = JSON.parse(user.formTypes)
    return Array.isArray(types) ? formTypeSlugs().filter((type) => types.includes(type)) : []
  } catch {
    return []
  }
}

export function canAccessFormType(user: User, type: string): boolean {
  return formTypesOf(user).includes(type)
}
