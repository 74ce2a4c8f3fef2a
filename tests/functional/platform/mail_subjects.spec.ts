import { test } from '@japa/runner'
import type { BaseMail } from '@adonisjs/mail'
import User from '#models/user'
import FormReceivedMail from '#mails/form_received_mail'
import FormsExportMail from '#mails/forms_export_mail'
import GuestLinkMail from '#mails/guest_link_mail'
import PasswordChangedMail from '#mails/password_changed_mail'
import PasswordResetMail from '#mails/password_reset_mail'
import DecisionMail, { type DecisionMailData } from '#mails/decision_mail'
import type { Locale } from '#config/i18n'
import { engineIndependent } from '#tests/helpers/engines'

/** One of each mail the app sends, in a language. */
function everyMail(locale: Locale): Record<string, BaseMail> {
  const user = Object.assign(new User(), { id: 7, name: 'Ana', email: 'ana@example.test' })
  const decision: DecisionMailData = {
    to: 'ana@example.test',
    locale,
    decision: 'approved',
    type: 'press',
    name: 'Ana',
    code: 'ABCDEFGHJKLMNPQRSTUV',
    zones: ['Sala de prensa'],
    days: null,
    collection: 'Puerta 3',
    reason: null,
    note: null,
    statusUrl: 'http://localhost/solicitud/1?signature=x',
  }
  return {
    confirmation: new FormReceivedMail(
      { name: 'Ana', type: 'press', code: 'ABCDEFGHJKLMNPQRSTUV' },
      'ana@example.test',
      locale
    ),
    guestLink: new GuestLinkMail(
      { name: 'Ana', email: 'ana@example.test' },
      'Carla Suárez',
      'http://localhost/forms/invitados/1?signature=x',
      '2026-05-03',
      locale
    ),
    export: new FormsExportMail(user, locale, { type: 'press', file: 'x.xlsx', rows: 3 }),
    exportFailed: new FormsExportMail(user, locale, null),
    passwordReset: new PasswordResetMail(user, 'token', locale),
    passwordChanged: new PasswordChangedMail(user, locale),
    approved: new DecisionMail(decision),
    rejected: new DecisionMail({ ...decision, decision: 'rejected', reason: 'Fuera de plazo' }),
  }
}

test.group('Mail subjects', (group) => {
  engineIndependent(group)
  for (const [locale, prefix] of [
    ['es', 'Acreditaciones - '],
    ['en', 'Accreditations - '],
  ] as const) {
    test(`every mail in ${locale} starts its subject with "${prefix}"`, async ({ assert }) => {
      for (const [name, message] of Object.entries(everyMail(locale))) {
        await message.build()
        const subject = message.message.toJSON().message.subject as string
        assert.isTrue(subject.startsWith(prefix), `${name}: ${subject}`)
        assert.isAbove(subject.length, prefix.length + 3, `${name} says what it is about`)
        assert.notInclude(subject.slice(prefix.length), ' - ', `${name}: one prefix only`)
      }
    })
  }
})
