import type { ReactNode } from 'react'
import PublicLayout from '~/layouts/public_layout'
import StaffLayout from '~/layouts/staff_layout'

/** Pages a visitor sees without a staff session: the public site, errors, signing in. */
const PUBLIC_PAGES = [
  'public/',
  'errors/',
  'auth/login',
  'auth/forgot_password',
  'auth/reset_password',
  'applicants/',
  'organisations/portal/',
]

/**
 * Staff pages (every domain folder but the public ones; an applicants page only
 * under applicants/staff/) get the staff layout, the rest the public one; the benchmarks' floor page and a
 * paired device's desk (a screen of its own) none.
 */
export function layoutFor(name: string) {
  if (name.startsWith('bench/') || name === 'devices/desk') return undefined
  const staff =
    name.startsWith('applicants/staff/') || !PUBLIC_PAGES.some((page) => name.startsWith(page))
  return staff
    ? (page: ReactNode) => <StaffLayout>{page}</StaffLayout>
    : (page: ReactNode) => <PublicLayout>{page}</PublicLayout>
}
