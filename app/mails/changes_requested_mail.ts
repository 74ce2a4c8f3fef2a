import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'
import { greetable } from '#mails/form_received_mail'

/** What the applicant is asked to change, gathered in the asking transaction. */
export type ChangesRequestedMailData = {
  to: string
  locale: Locale
  type: string
  name: string
  code: string
  /** Field name → staff's reason. */
  fields: Record<string, string>
  /** The signed link of this round. */
  url: string
}

/** The applicant (or a minor's guardian) is asked to correct some fields, in their language. */
export default class ChangesRequestedMail extends BaseMail {
  constructor(private data: ChangesRequestedMailData) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.data.locale)
    const type = i18n.t(`form_types.${this.data.type}`)
    const paragraphs = [
      greetable(this.data.name)
        ? i18n.t('forms.mail.greeting', { name: this.data.name })
        : i18n.t('forms.mail.greeting_plain'),
      i18n.t('applicants.mail.changes_body', { type }),
      ...Object.entries(this.data.fields).map(
        ([field, reason]) => `${i18n.t(`validator.shared.fields.${field}`)}: ${reason}`
      ),
      i18n.t('applicants.mail.changes_expiry'),
      i18n.t('forms.mail.reference', { code: this.data.code }),
    ]
    /** Views render in the worker from serialized data: pass strings, not the i18n object. */
    const view = {
      lang: this.data.locale,
      paragraphs,
      action: i18n.t('applicants.mail.changes_action'),
      url: this.data.url,
    }
    this.message
      .to(this.data.to)
      .subject(mailSubject(i18n, 'applicants.mail.changes_subject', { type }))
      .htmlView('emails/applicant_message', view)
      .textView('emails/applicant_message_text', view)
  }
}
