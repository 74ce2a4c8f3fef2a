import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'

/** An approved team member receives the player's private guest link. */
export default class GuestLinkMail extends BaseMail {
  constructor(
    private member: { name: string; email: string },
    private player: string,
    private link: string,
    private until: string,
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
      greeting: i18n.t('forms.mail.greeting', { name: this.member.name }),
      body: i18n.t('players.mail.body', { player: this.player }),
      action: i18n.t('players.mail.action'),
      expiry: i18n.t('players.mail.expiry', { until: this.until }),
    }
    this.message
      .to(this.member.email)
      .subject(mailSubject(i18n, 'players.mail.subject', { player: this.player }))
      .htmlView('emails/action_link', data)
      .textView('emails/action_link_text', data)
  }
}
