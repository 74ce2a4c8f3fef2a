import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#config/i18n'
import { mailSubject } from '#mails/mail_subject'
import { greetable } from '#mails/form_received_mail'
import { shiftsCalendar, type CalendarShift } from '#support/shift_calendar'

/** A person's published shifts, gathered in the publication's transaction. */
export type RosterMailData = {
  to: string
  locale: Locale
  name: string
  tournament: string
  /** The roster was published before: this mail says what changed. */
  change: boolean
  shifts: CalendarShift[]
  statusUrl: string | null
}

const shownDay = (iso: string) => iso.split('-').reverse().join('/')

/** The words of a roster mail. */
export function rosterMailContent(data: RosterMailData) {
  const i18n = i18nManager.locale(data.locale)
  const paragraphs = [
    greetable(data.name)
      ? i18n.t('forms.mail.greeting', { name: data.name })
      : i18n.t('forms.mail.greeting_plain'),
  ]
  if (data.shifts.length === 0) {
    paragraphs.push(i18n.t('rosters.mail.no_shifts', { tournament: data.tournament }))
  } else {
    paragraphs.push(
      i18n.t(data.change ? 'rosters.mail.changed' : 'rosters.mail.published', {
        tournament: data.tournament,
      })
    )
    for (const shift of data.shifts)
      paragraphs.push(
        i18n.t('rosters.mail.shift', {
          day: shownDay(shift.day),
          from: shift.startsAt,
          to: shift.endsAt,
          position: shift.position,
        })
      )
    paragraphs.push(i18n.t('rosters.mail.calendar'))
  }
  return {
    subject: mailSubject(
      i18n,
      data.change ? 'rosters.mail.changed_subject' : 'rosters.mail.subject'
    ),
    paragraphs,
    action: data.statusUrl ? i18n.t('applicants.mail.status_action') : null,
    url: data.statusUrl,
  }
}

/** A volunteer, ball kid or umpire (a minor's guardian) hears their shifts, with a calendar file. */
export default class RosterMail extends BaseMail {
  constructor(private data: RosterMailData) {
    super()
  }

  prepare() {
    const content = rosterMailContent(this.data)
    const view = { lang: this.data.locale, ...content }
    this.message
      .to(this.data.to)
      .subject(content.subject)
      .htmlView('emails/applicant_message', view)
      .textView('emails/applicant_message_text', view)
    if (this.data.shifts.length > 0)
      this.message.icalEvent(shiftsCalendar(this.data.tournament, this.data.shifts), {
        method: 'PUBLISH',
        filename: 'shifts.ics',
      })
  }
}
