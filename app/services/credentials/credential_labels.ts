import i18nManager from '@adonisjs/i18n/services/main'
import { locales, type Locale } from '#config/i18n'

/** A label in every language the desks speak (an offline device shows either without the server). */
export type Labels = Record<Locale, string>

const KEYS = { type: 'form_types', category: 'massive_update.categories' } as const
const cache = new Map<string, Labels>()

/** The translated label of a form type or an accreditation category (the code when none exists). */
export function labelsOf(kind: keyof typeof KEYS, code: string): Labels {
  const key = `${KEYS[kind]}.${code}`
  let labels = cache.get(key)
  if (!labels) {
    labels = Object.fromEntries(
      locales.map((locale) => {
        const i18n = i18nManager.locale(locale)
        return [locale, i18n.hasMessage(key) ? i18n.t(key) : code]
      })
    ) as Labels
    cache.set(key, labels)
  }
  return labels
}
