import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'

/** Tells a partner its webhook endpoint failed for a day and was disabled, in its language. */
export default class WebhookDisabledMail extends BaseMail {
  constructor(
    private partner: { name: string; contactEmail: string },
    private url: string,
    private locale: Locale
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const data = {
      lang: this.locale,
      url: null,
      greeting: i18n.t('partners.webhook_disabled.greeting', { name: this.partner.name }),
      body: i18n.t('partners.webhook_disabled.body', { url: this.url }),
    }
    this.message
      .to(this.partner.contactEmail)
      .subject(mailSubject(i18n, 'partners.webhook_disabled.subject'))
      .htmlView('emails/action_link', data)
      .textView('emails/action_link_text', data)
  }
}
