import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import env from '#start/env'
import type Tournament from '#models/tournament'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { configureMails, mailsTo, committedWithMails } from '#tests/helpers/applicants'

const EMAIL = 'ana@example.test'

/** A day counted from today in the organiser's zone. */
const day = (offset: number) =>
  DateTime.now().setZone(env.get('TIME_ZONE')).startOf('day').plus({ days: offset })

/** Dates the organiser gives the tournament, as days from today. */
async function dated(
  tournament: Tournament,
  days: { starts: number; ends: number; formsOpen: number | null; formsClose: number | null }
) {
  tournament.merge({
    startsOn: day(days.starts),
    endsOn: day(days.ends),
    formsOpenOn: days.formsOpen === null ? null : day(days.formsOpen),
    formsCloseOn: days.formsClose === null ? null : day(days.formsClose),
  })
  await tournament.save()
}

/** What the public press form shows today: the form or the closed page. */
async function pressFormPage(client: any) {
  const page = await client.get('/forms/prensa').withInertia()
  page.assertStatus(200)
  return page.inertiaComponent as string
}

function askForChanges(client: any, user: any, id: number) {
  return client
    .post(`/merchant/requests/${id}/changes`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .redirects(0)
    .json({ fields: { company: 'Please write the full name of your newspaper' } })
}

const reviewer = () => createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })

/** The changes page path a mail links to (decoded HTML entities). */
function changesPathIn(mail: string): string {
  const link = mail.match(/https?:\/\/[^/\s"]+(\/solicitud\/\d+\/cambios\/[^\s"<]+)/)
  if (!link) throw new Error('no changes link in the mail')
  return link[1].replace(/&amp;/g, '&')
}

async function rounds(formId: number) {
  return db.from('change_requests').where('form_id', formId)
}

/**
 * A tournament's windows (public forms, changes, accreditation, retention)
 * have one definition every check reads: the public forms take requests
 * from their first to their last day, staff may ask for changes at least as
 * long as the forms take requests and until the tournament ends, and the
 * tournament configuration shows each window.
 */
test.group('Tournament windows', (group) => {
  committedWithMails(group)
  group.each.timeout(60_000)

  test("the forms' last day has passed and the tournament is to come: the public form is closed, staff still ask for changes", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    await dated(tennis, { starts: 5, ends: 12, formsOpen: -30, formsClose: -1 })
    const form = await createForm('press', tennis, { email: EMAIL })

    assert.equal(await pressFormPage(client), 'public/closed')
    const asked = await askForChanges(client, await reviewer(), form.id)
    asked.assertStatus(302)
    assert.lengthOf(await rounds(form.id), 1)
    const [mail] = await mailsTo(EMAIL)
    const page = await client.get(changesPathIn(mail)).withInertia()
    page.assertStatus(200)
    assert.equal(page.inertiaComponent, 'applicants/changes')
  })

  test('the public forms take requests from their first day to their last, not before nor after', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await dated(tennis, { starts: 10, ends: 15, formsOpen: 1, formsClose: 9 })
    assert.equal(await pressFormPage(client), 'public/closed')
    await dated(tennis, { starts: 10, ends: 15, formsOpen: 0, formsClose: 0 })
    assert.equal(await pressFormPage(client), 'public/form')
    await dated(tennis, { starts: 10, ends: 15, formsOpen: -9, formsClose: -1 })
    assert.equal(await pressFormPage(client), 'public/closed')
    /** A submit sent to a closed form stores nothing. */
    const sent = await client.post('/forms/prensa').withCsrfToken().redirects(0).fields({})
    sent.assertStatus(302)
    assert.lengthOf(await db.from('forms'), 0)
    /** Without dates the forms take requests while their types are listed open. */
    await dated(tennis, { starts: 10, ends: 15, formsOpen: null, formsClose: null })
    assert.equal(await pressFormPage(client), 'public/form')
  })

  test('once the tournament is over and its forms closed, staff are told changes are over and a link sent earlier is refused', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    await dated(tennis, { starts: 5, ends: 12, formsOpen: -30, formsClose: 3 })
    const form = await createForm('press', tennis, { email: EMAIL, company: 'Old Daily' })
    const staff = await reviewer()
    const asked = await askForChanges(client, staff, form.id)
    asked.assertStatus(302)
    const [mail] = await mailsTo(EMAIL)
    const path = changesPathIn(mail)

    /** The organiser moves the tournament into the past: the changes window is over. */
    await dated(tennis, { starts: -12, ends: -2, formsOpen: -40, formsClose: -3 })
    const refused = await askForChanges(client, staff, form.id)
    refused.assertStatus(302)
    const notification = refused.flashMessages().notification
    assert.equal(notification.type, 'error')
    assert.include(JSON.stringify(notification), 'changes window is over')
    assert.lengthOf(await rounds(form.id), 1)
    assert.lengthOf(await mailsTo(EMAIL), 1)

    const opened = await client.get(path).withInertia()
    opened.assertStatus(410)
    const answered = await client
      .post(path)
      .withCsrfToken()
      .withInertia()
      .fields({ company: 'New Daily' })
    answered.assertStatus(410)
    await form.refresh()
    assert.equal(form.company, 'Old Daily')
  })

  test('the tournament configuration shows each window as the checks read it', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await dated(tennis, { starts: 5, ends: 12, formsOpen: -30, formsClose: 3 })
    tennis.retentionDays = 30
    await tennis.save()
    const admin = await createUser({ isAdmin: true })
    const page = await client.get('/merchant/tournament').loginAs(admin).withInertia()
    page.assertStatus(200)
    const shown = (page.inertiaProps as any).tournaments.find((t: any) => t.id === tennis.id)
    const iso = (offset: number) => day(offset).toISODate()
    assert.deepEqual(shown.windows, {
      publicForms: { from: iso(-30), until: iso(3) },
      changes: { from: null, until: iso(12) },
      accreditation: { from: iso(5), until: iso(12) },
      retention: { from: null, until: iso(42) },
    })
  })
})
