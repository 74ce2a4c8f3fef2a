import { usePage } from '@inertiajs/react'
import { useCallback } from 'react'

export type TranslateFn = (key: string, data?: Record<string, string | number>) => string

/**
 * Translations come from resources/lang/<locale> through the shared
 * `translations.messages` prop (flat keys such as "auth.login.title"). Placeholders
 * use the ICU form `{name}`; a missing key shows itself, so it is noticed.
 */
export function useT(): TranslateFn {
  const { messages } = usePage().props.translations
  return useCallback(
    (key, data) => {
      const message = messages[key] ?? key
      if (!data) return message
      return message.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) =>
        name in data ? String(data[name]) : whole
      )
    },
    [messages]
  )
}
