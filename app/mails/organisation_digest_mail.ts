import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'

export type DigestDecision = { name: string; state: 'approved' | 'rejected' }

/** The decisions on an organisation's people since the last digest, to one manager. */
export default class OrganisationDigestMail extends BaseMail {
  constructor(
    private manager: { name: string; email: string; locale: Locale },
    private organisation: string,
    private decisions: DigestDecision[],
    private url: string
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.manager.locale)
    /** Views render in the worker from serialized data: pass strings, not the i18n object. */
    const view = {
      lang: this.manager.locale,
      paragraphs: [
        i18n.t('forms.mail.greeting', { name: this.manager.name }),
        i18n.t('organisations.mail.digest_body', {
          organisation: this.organisation,
          count: this.decisions.length,
        }),
        this.decisions
          .map(
            (decision) => `${decision.name}: ${i18n.t(`organisations.states.${decision.state}`)}`
          )
          .join('\n'),
      ],
      action: i18n.t('organisations.mail.digest_action'),
      url: this.url,
    }
    this.message
      .to(this.manager.email)
      .subject(
        mailSubject(i18n, 'organisations.mail.digest_subject', {
          organisation: this.organisation,
        })
      )
      .htmlView('emails/applicant_message', view)
      .textView('emails/applicant_message_text', view)
  }
}
