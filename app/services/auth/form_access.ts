import type User from '#models/user'

/**
 * Staff-side form types (/merchant/mform/{type}). A non-admin user
 * reviews only the types listed on their account; admins review all.
 */
export const STAFF_FORM_TYPES = [
  'accreditation',
  'ballboy',
  'line',
  'volunteer',
  'press',
  'player',
  'guest',
  'gvolunteer',
  'gaccreditation',
  'gpress',
] as const
export type StaffFormType = (typeof STAFF_FORM_TYPES)[number]

export function formTypesOf(user: User): StaffFormType[] {
  if (user.isAdmin) return [...STAFF_FORM_TYPES]
  try {
    const types: unknown = JSON.parse(user.formTypes)
    return Array.isArray(types) ? STAFF_FORM_TYPES.filter((type) => types.includes(type)) : []
  } catch {
    return []
  }
}

export function canAccessFormType(user: User, type: string): boolean {
  return formTypesOf(user).includes(type as StaffFormType)
}
