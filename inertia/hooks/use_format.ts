import { usePage } from '@inertiajs/react'
import { useCallback } from 'react'

/**
 * Dates and times for staff pages: in the organiser's time zone (shared by
 * the server), written the way the page's language writes them.
 */
export function useFormatDate() {
  const { locale, timeZone } = usePage().props
  return useCallback(
    (iso: string, { time = true }: { time?: boolean } = {}) => {
      const date = new Date(iso)
      if (Number.isNaN(date.getTime())) return ''
      return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
        dateStyle: 'short',
        ...(time ? { timeStyle: 'short' } : {}),
        timeZone,
      }).format(date)
    },
    [locale, timeZone]
  )
}

/**
 * A calendar day ("2026-04-21", a tournament's start or end) the way the
 * page's language writes it; a day has no time zone, so none shifts it.
 */
export function useFormatDay() {
  const { locale } = usePage().props
  return useCallback(
    (day: string | null | undefined) => {
      const date = new Date(`${day}T00:00:00Z`)
      if (!day || Number.isNaN(date.getTime())) return ''
      return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(date)
    },
    [locale]
  )
}

/** Money held in cents, written as euros the way the page's language writes them. */
export function useFormatMoney() {
  const { locale } = usePage().props
  return useCallback(
    (cents: number) =>
      new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
        style: 'currency',
        currency: 'EUR',
      }).format(cents / 100),
    [locale]
  )
}
