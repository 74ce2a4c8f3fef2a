import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import type User from '#models/user'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'

/** A finished export; null when it failed. */
export type ExportResult = { type: string; file: string; rows: number } | null

/** How long the emailed link works: long enough to open the mail, short for a leaked link. */
export const EXPORT_LINK_LIFETIME = '24h'

/** The staff member's Excel export: a signed download link, or the generic error. */
export default class FormsExportMail extends BaseMail {
  constructor(
    private user: Pick<User, 'id' | 'email' | 'name'>,
    private locale: Locale,
    private result: ExportResult
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const result = this.result
    /** The owner's id is signed into the link, so another staff member cannot use it. */
    const url = result
      ? signedUrlFor(
          'form_exports.download',
          { file: result.file },
          {
            qs: { user: this.user.id, type: result.type },
            expiresIn: EXPORT_LINK_LIFETIME,
            prefixUrl: appUrl,
          }
        )
      : null
    /** Views render in the worker from serialized data: pass strings, not the i18n object. */
    const data = {
      lang: this.locale,
      url,
      greeting: i18n.t('forms_export.mail.greeting', { name: this.user.name }),
      body: result
        ? i18n.t('forms_export.mail.ready', {
            type: i18n.t(`form_types.${result.type}`),
            rows: result.rows,
          })
        : i18n.t('errors.generic'),
      action: i18n.t('forms_export.mail.action'),
      expiry: result ? i18n.t('forms_export.mail.expiry') : '',
    }
    this.message
      .to(this.user.email)
      .subject(
        mailSubject(i18n, result ? 'forms_export.mail.subject' : 'forms_export.mail.failed_subject')
      )
      .htmlView('emails/action_link', data)
      .textView('emails/action_link_text', data)
  }
}
