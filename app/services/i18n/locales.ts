import { locales, type Locale } from '#config/i18n'

export const LOCALE_COOKIE = 'locale'
export const DEFAULT_LOCALE: Locale = 'es'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The visitor's chosen locale when it is one we offer, otherwise the default. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}
