import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'
import { greetable } from '#mails/form_received_mail'

/** Everything one decision mail says, gathered in the decision's transaction. */
export type DecisionMailData = {
  to: string
  locale: Locale
  decision: 'approved' | 'rejected'
  type: string
  name: string
  code: string
  /** Approved: the zones the credential opens and its days (null: the whole tournament). */
  zones: string[]
  days: { from: string; to: string } | null
  /** Approved: where and when to collect it, as the organiser wrote it for the category. */
  collection: string | null
  /** Rejected: the reason staff picked, in the mail's language, and their own words. */
  reason: string | null
  note: string | null
  /** The applicant's status page (signed). */
  statusUrl: string | null
  /** Approved: "Add to Apple Wallet" / "Save to Google Wallet", each only when the organiser configured it. */
  wallet?: { apple: string | null; google: string | null } | null
}

export type DecisionMailContent = {
  subject: string
  paragraphs: string[]
  action: string | null
  url: string | null
  /** Further links under the action (the wallet passes). */
  links: { label: string; url: string }[]
}

/** DD/MM/YYYY from an ISO day, the way the forms ask for dates. */
const shownDay = (iso: string) => iso.split('-').reverse().join('/')

/** The words of a decision mail: the mail itself and the organiser's preview both show these. */
export function decisionMailContent(data: DecisionMailData): DecisionMailContent {
  const i18n = i18nManager.locale(data.locale)
  const type = i18n.t(`form_types.${data.type}`)
  const paragraphs = [
    greetable(data.name)
      ? i18n.t('forms.mail.greeting', { name: data.name })
      : i18n.t('forms.mail.greeting_plain'),
  ]
  if (data.decision === 'approved') {
    paragraphs.push(i18n.t('applicants.mail.approved_body', { type }))
    paragraphs.push(
      data.zones.length > 0
        ? i18n.t('applicants.mail.zones', { zones: data.zones.join(', ') })
        : i18n.t('applicants.mail.no_zones')
    )
    paragraphs.push(
      data.days
        ? i18n.t('applicants.mail.days', {
            from: shownDay(data.days.from),
            to: shownDay(data.days.to),
          })
        : i18n.t('applicants.mail.whole_tournament')
    )
    if (data.collection) paragraphs.push(data.collection)
    paragraphs.push(i18n.t('applicants.mail.bring'))
  } else {
    paragraphs.push(i18n.t('applicants.mail.rejected_body', { type }))
    if (data.reason) paragraphs.push(i18n.t('applicants.mail.reason', { reason: data.reason }))
    if (data.note) paragraphs.push(data.note)
  }
  paragraphs.push(i18n.t('forms.mail.reference', { code: data.code }))
  return {
    subject: mailSubject(i18n, `applicants.mail.${data.decision}_subject`, { type }),
    paragraphs,
    action: data.statusUrl ? i18n.t('applicants.mail.status_action') : null,
    url: data.statusUrl,
    links: [
      ...(data.wallet?.apple
        ? [{ label: i18n.t('wallets.public.add_apple'), url: data.wallet.apple }]
        : []),
      ...(data.wallet?.google
        ? [{ label: i18n.t('wallets.public.add_google'), url: data.wallet.google }]
        : []),
    ],
  }
}

/** The applicant (or a minor's guardian) hears what staff decided, in the language they applied in. */
export default class DecisionMail extends BaseMail {
  constructor(private data: DecisionMailData) {
    super()
  }

  prepare() {
    const content = decisionMailContent(this.data)
    /** Views render in the worker from serialized data: pass strings, not the i18n object. */
    const view = { lang: this.data.locale, ...content }
    this.message
      .to(this.data.to)
      .subject(content.subject)
      .htmlView('emails/applicant_message', view)
      .textView('emails/applicant_message_text', view)
  }
}
