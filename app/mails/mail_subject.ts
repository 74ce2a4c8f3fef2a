import type { I18n } from '@adonisjs/i18n'

/**
 * Every mail's subject: the application's name in the mail's language, then
 * what it is about ("Acreditaciones - Prensa", "Accreditations - Press"), so
 * people can filter them and recognise them at a glance.
 */
export function mailSubject(i18n: I18n, key: string, data?: Record<string, unknown>) {
  return `${i18n.t('app.title')} - ${i18n.t(key, data)}`
}
