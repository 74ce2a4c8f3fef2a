import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import type User from '#models/user'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'

export default class PasswordResetMail extends BaseMail {
  constructor(
    private user: User,
    private token: string,
    private locale: Locale
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const url = signedUrlFor(
      'password_reset.edit',
      { token: this.token },
      { expiresIn: '1h', prefixUrl: appUrl }
    )
    /** Views render in the worker from serialized data: pass strings, not the i18n object. */
    const data = {
      lang: this.locale,
      url,
      greeting: i18n.t('auth.reset.mail_greeting', { name: this.user.name }),
      body: i18n.t('auth.reset.mail_body'),
      action: i18n.t('auth.reset.mail_action'),
      ignore: i18n.t('auth.reset.mail_ignore'),
    }
    this.message
      .to(this.user.email)
      .subject(mailSubject(i18n, 'auth.reset.mail_subject'))
      .htmlView('emails/password_reset', data)
      .textView('emails/password_reset_text', data)
  }
}
