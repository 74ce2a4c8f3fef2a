import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'

/**
 * Tells staff their password changed (reset link or an admin) and that
 * every open session was closed: a change they did not make is noticed.
 */
export default class PasswordChangedMail extends BaseMail {
  constructor(
    private user: User,
    private locale: Locale
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const data = {
      lang: this.locale,
      url: null,
      greeting: i18n.t('auth.password_changed.mail_greeting', { name: this.user.name }),
      body: i18n.t('auth.password_changed.mail_body'),
    }
    this.message
      .to(this.user.email)
      .subject(mailSubject(i18n, 'auth.password_changed.mail_subject'))
      .htmlView('emails/action_link', data)
      .textView('emails/action_link_text', data)
  }
}
