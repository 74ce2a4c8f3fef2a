import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'

/** A manager's single-use sign-in link to their organisation's portal. */
export default class OrganisationSignInMail extends BaseMail {
  constructor(
    private manager: { name: string; email: string },
    private organisation: string,
    private link: string,
    private minutes: number,
    private locale: Locale
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    /** Views render in the worker from serialized data: pass strings, not the i18n object. */
    const data = {
      lang: this.locale,
      url: this.link,
      greeting: i18n.t('forms.mail.greeting', { name: this.manager.name }),
      body: i18n.t('organisations.mail.sign_in_body', { organisation: this.organisation }),
      action: i18n.t('organisations.mail.sign_in_action'),
      expiry: i18n.t('organisations.mail.sign_in_expiry', { minutes: this.minutes }),
    }
    this.message
      .to(this.manager.email)
      .subject(
        mailSubject(i18n, 'organisations.mail.sign_in_subject', {
          organisation: this.organisation,
        })
      )
      .htmlView('emails/action_link', data)
      .textView('emails/action_link_text', data)
  }
}
