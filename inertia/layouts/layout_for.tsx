import type { ReactNode } from 'react'
import PublicLayout from '~/layouts/public_layout'
import StaffLayout from '~/layouts/staff_layout'

/**
 * Staff pages (except login and password reset) get the staff layout, the
 * rest the public one; the benchmarks' floor page and a paired device's
 * desk (a screen of its own) none.
 */
export function layoutFor(name: string) {
  if (name.startsWith('bench/') || name === 'devices/desk') return undefined
  const staff =
    (name.startsWith('merchant/') && !name.startsWith('merchant/auth/')) ||
    name.startsWith('doors/') ||
    name.startsWith('devices/')
  return staff
    ? (page: ReactNode) => <StaffLayout>{page}</StaffLayout>
    : (page: ReactNode) => <PublicLayout>{page}</PublicLayout>
}
