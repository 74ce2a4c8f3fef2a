import { usePage } from '@inertiajs/react'
import { useCallback } from 'react'
import { formatMessage } from './message_format'

export type TranslateFn = (key: string, data?: Record<string, string | number>) => string

/**
 * Translations come from resources/lang/<locale> through the shared
 * `translations.messages` prop (flat keys such as "auth.login.title"). Placeholders
 * and plurals use the ICU forms `{name}` and `{count, plural, one {…} other {…}}`;
 * a missing key shows itself, so it is noticed.
 */
export function useT(): TranslateFn {
  const { messages } = usePage().props.translations
  const { locale } = usePage().props
  return useCallback(
    (key, data) => formatMessage(messages[key] ?? key, data, locale),
    [messages, locale]
  )
}
