import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type Form from '#models/form'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'

/**
 * Whether a name typed in a public form may appear in the mail: letters,
 * spaces, apostrophes, hyphens and initials only. Anything else (a link, a
 * sentence) would let strangers send their text from our address.
 */
export function greetable(name: string): boolean {
  return /^[\p{L}\p{M}' .-]{1,40}$/u.test(name) && !/\.\p{L}/u.test(name)
}

/** Confirmation to the applicant (or the tutor), in the language they used. */
export default class FormReceivedMail extends BaseMail {
  constructor(
    private form: Pick<Form, 'name' | 'type' | 'code'>,
    private to: string,
    private locale: Locale,
    /** The request's status page (signed); none once its data's retention is over. */
    private statusUrl: string | null = null
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const typeLabel = i18n.t(`form_types.${this.form.type}`)
    /** Views render in the worker from serialized data: pass strings, not the i18n object. */
    const data = {
      lang: this.locale,
      greeting: greetable(this.form.name)
        ? i18n.t('forms.mail.greeting', { name: this.form.name })
        : i18n.t('forms.mail.greeting_plain'),
      body: i18n.t('forms.mail.body', { type: typeLabel }),
      reference: i18n.t('forms.mail.reference', { code: this.form.code }),
      next: i18n.t('forms.mail.next'),
      url: this.statusUrl,
      action: i18n.t('applicants.mail.status_action'),
    }
    this.message
      .to(this.to)
      .subject(mailSubject(i18n, `form_types.${this.form.type}`))
      .htmlView('emails/form_received', data)
      .textView('emails/form_received_text', data)
  }
}
