import type Form from '#models/form'
import type Tournament from '#models/tournament'
import { saveMailSettings, type MailSettingsInput } from '#services/applicants/mail_settings'
import limiter from '@adonisjs/limiter/services/main'
import type { Group } from '@japa/runner/core'
import { clearMailbox, readDecodedMailbox } from '#tests/helpers/mailbox'
import { truncateAll } from '#tests/helpers/database'
import { waitForQueue } from '#tests/helpers/queue'

/** Tennis settings most applicant tests share: mails on, press collection texts, two reasons. */
export const TENNIS_MAILS: MailSettingsInput = {
  decisionMails: true,
  approvedTexts: {
    press: {
      es: 'Recoge la acreditación en la Puerta 3, de 9:00 a 18:00.',
      en: 'Collect your credential at Gate 3, from 9:00 to 18:00.',
    },
  },
  reasons: [
    { id: 'late', es: 'La solicitud llegó fuera de plazo', en: 'The request arrived too late' },
    { id: 'photo', es: 'La foto no cumple las normas', en: 'The photo does not meet the rules' },
  ],
}

/**
 * Configures a tournament's decision mails and keeps its requests' data (and
 * so their status links) for long enough whatever today's date is.
 */
export async function configureMails(tournament: Tournament, input = TENNIS_MAILS) {
  tournament.retentionDays = 3650
  await tournament.save()
  await saveMailSettings(tournament.id, input)
}

/** Decoded mails sent to an address, oldest first. */
export async function mailsTo(address: string) {
  const mails = await readDecodedMailbox()
  return mails.filter((text) => new RegExp(`^To: .*${address}`, 'mi').test(text))
}

/** The applicant's language for their mails. */
export async function setLocale(form: Form, locale: 'es' | 'en') {
  form.locale = locale
  await form.save()
}

/** The status page path a mail links to (decoded HTML entities). */
export function statusPathIn(mail: string): string {
  const link = mail.match(/https?:\/\/[^/\s"]+(\/solicitud\/[^\s"<]+)/)
  if (!link) throw new Error('no status link in the mail')
  return link[1].replace(/&amp;/g, '&')
}

/**
 * The applicant loop's tests commit for real (queued mails run outside the
 * request): each starts from empty tables, mailbox and limits, and ends
 * once its queued mails are sent.
 */
export function committedWithMails(group: Group) {
  group.each.setup(async () => {
    await truncateAll()
    await clearMailbox()
    await limiter.clear()
    return async () => {
      await waitForQueue()
      await truncateAll()
    }
  })
}
