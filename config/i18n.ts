import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

/** Spanish is the staff's and visitors' default; English is the fallback. */
export const locales = ['es', 'en'] as const
export type Locale = (typeof locales)[number]

const i18nConfig = defineConfig({
  defaultLocale: 'es',
  supportedLocales: [...locales],
  fallbackLocales: { es: 'en' },
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
