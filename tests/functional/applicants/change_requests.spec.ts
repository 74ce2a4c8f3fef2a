import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type Form from '#models/form'
import { openTournaments, photoJpeg } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { waitForQueue } from '#tests/helpers/queue'
import { configureMails, mailsTo, committedWithMails } from '#tests/helpers/applicants'

const EMAIL = 'ana@example.test'

/** The changes page path a mail links to (decoded HTML entities). */
function changesPathIn(mail: string): string {
  const link = mail.match(/https?:\/\/[^/\s"]+(\/solicitud\/\d+\/cambios\/[^\s"<]+)/)
  if (!link) throw new Error('no changes link in the mail')
  return link[1].replace(/&amp;/g, '&')
}

async function pressRequest(overrides: Partial<Pick<Form, 'state'>> = {}) {
  const { tennis } = await openTournaments()
  await configureMails(tennis)
  const form = await createForm('press', tennis, {
    email: EMAIL,
    name: 'Ana',
    company: 'Old Daily',
    ...overrides,
  })
  form.locale = 'en'
  await form.save()
  return form
}

function reviewer(types = ['press']) {
  return createUser({ canEdit: true, formTypes: JSON.stringify(types) })
}

function ask(client: any, user: any, id: number, fields: Record<string, string>) {
  return client
    .post(`/merchant/requests/${id}/changes`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .redirects(0)
    .json({ fields })
}

async function history(formId: number, type?: string) {
  const query = db.from('form_logs').where('form_id', formId).orderBy('id')
  if (type) query.where('type', type)
  return query
}

async function askAndOpenMail(client: any, fields: Record<string, string>) {
  const form = await pressRequest()
  const staff = await reviewer()
  const response = await ask(client, staff, form.id, fields)
  response.assertStatus(302)
  const [mail, ...others] = await mailsTo(EMAIL)
  if (others.length) throw new Error('more than one mail')
  return { form, staff, mail, path: changesPathIn(mail) }
}

/**
 * Changes requested on the configuration `npm start` runs (the mail is queued
 * by the asking transaction): staff mark fields, the applicant changes only
 * those through the mail's link, once.
 */
test.group('Applicants · changes requested', (group) => {
  committedWithMails(group)
  group.each.timeout(60_000)

  test('staff ask: the request stays waiting, the history says what was asked, the mail lists the reasons and links', async ({
    client,
    assert,
  }) => {
    const { form, staff, mail } = await askAndOpenMail(client, {
      company: 'Write the full name of your company',
      staffNote: 'not a field',
    })
    await form.refresh()
    assert.equal(form.state, 'waiting')
    assert.include(mail, 'Subject: Accreditations - Press: changes requested to your request')
    assert.include(mail, 'Write the full name of your company')
    assert.notInclude(mail, 'not a field')
    const entries = await history(form.id)
    const asked = entries.find((entry) => entry.type === 'changes_requested')
    assert.equal(asked.user_id, staff.id)
    assert.deepEqual(JSON.parse(asked.data).fields, {
      company: 'Write the full name of your company',
    })
  })

  test('the link shows only the marked fields with their reasons', async ({ client, assert }) => {
    const { path } = await askAndOpenMail(client, { company: 'Full name, please' })
    const page = await client.get(path).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('applicants/changes')
    const props = page.body().props
    assert.deepEqual(
      props.fields.map((field: { name: string }) => field.name),
      ['company']
    )
    assert.deepEqual(props.reasons, { company: 'Full name, please' })
    assert.deepEqual(props.initial, { company: 'Old Daily' })
    assert.notInclude(JSON.stringify(props), EMAIL)
  })

  test('the answer changes only the marked fields, records them, and the link is refused after', async ({
    client,
    assert,
  }) => {
    const { form, path } = await askAndOpenMail(client, { company: 'Full name, please' })
    const sent = await client
      .post(path)
      .withCsrfToken()
      .withInertia()
      .fields({ company: 'New Daily Herald', name: 'Mallory', state: 'approved' })
    sent.assertStatus(200)
    sent.assertInertiaComponent('applicants/changes_sent')
    await form.refresh()
    assert.equal(form.company, 'New Daily Herald')
    assert.equal(form.name, 'Ana')
    assert.equal(form.state, 'waiting')
    const updated = await history(form.id, 'updated')
    assert.lengthOf(updated, 1)
    assert.isNull(updated[0].user_id)
    assert.deepInclude(JSON.parse(updated[0].data), { changed: ['company'], source: 'applicant' })
    const open = await db.from('change_requests').where('form_id', form.id).whereNull('answered_at')
    assert.lengthOf(open, 0)

    for (const again of [
      client.get(path).withInertia(),
      client.post(path).withCsrfToken().withInertia().fields({ company: 'Third' }),
    ]) {
      const refused = await again
      refused.assertStatus(410)
      refused.assertInertiaComponent('applicants/link_refused')
    }
    await form.refresh()
    assert.equal(form.company, 'New Daily Herald')
  })

  test('the mark shows in the list filter and the dashboard count until the applicant answers', async ({
    client,
    assert,
  }) => {
    const { form, staff, path } = await askAndOpenMail(client, { company: 'Full name, please' })
    /** Another waiting request: the filter leaves it out. */
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { email: 'b@x.test' })
    const marked = async () => {
      const list = await client
        .get('/merchant/mform/press?review=changes')
        .loginAs(staff)
        .withInertia()
      const home = await client.get('/merchant').loginAs(staff).withInertia()
      return {
        listed: ((list.inertiaProps as any).rows as { id: number }[]).map((row) => row.id),
        count: (home.inertiaProps as any).counts.find((row: any) => row.type === 'press').changes,
      }
    }
    assert.deepEqual(await marked(), { listed: [form.id], count: 1 })
    const page = await client.get(`/merchant/mform/press/${form.id}`).loginAs(staff).withInertia()
    assert.deepEqual((page.inertiaProps as any).changes.pending, { company: 'Full name, please' })
    const sent = await client.post(path).withCsrfToken().withInertia().fields({ company: 'Herald' })
    sent.assertStatus(200)
    assert.deepEqual(await marked(), { listed: [], count: 0 })
  })

  test('a marked photo must be a readable image: a new photo replaces the old, a missing one is refused', async ({
    client,
    assert,
  }) => {
    const { form, path } = await askAndOpenMail(client, { image: 'Your face must be visible' })
    const before = form.photoPath
    const empty = await client
      .post(path)
      .withCsrfToken()
      .header('referer', path)
      .redirects(0)
      .fields({ company: 'Ignored' })
    empty.assertStatus(302)
    await form.refresh()
    assert.equal(form.photoPath, before)
    assert.equal(form.company, 'Old Daily')

    const sent = await client
      .post(path)
      .withCsrfToken()
      .withInertia()
      .file('image', await photoJpeg('new-face.jpg', 600))
    sent.assertStatus(200)
    await form.refresh()
    assert.isString(form.photoPath)
    assert.notEqual(form.photoPath, before)
    const [updated] = await history(form.id, 'updated')
    assert.deepEqual(JSON.parse(updated.data).changed, ['photoPath'])
    /** The new photo goes through the photo check like a new submit's (a model load: slow). */
    await waitForQueue(90_000)
    const checked = await db.from('review_photo_checks').where('form_id', form.id)
    assert.deepEqual(
      checked.map((row) => row.photo_path),
      [form.photoPath]
    )
  }).timeout(120_000)

  test('asking again replaces the earlier link; a changed signature is refused', async ({
    client,
    assert,
  }) => {
    const { form, staff, path } = await askAndOpenMail(client, { company: 'First round' })
    const again = await ask(client, staff, form.id, { name: 'Second round' })
    again.assertStatus(302)
    const mails = await mailsTo(EMAIL)
    assert.lengthOf(mails, 2)
    const first = await client.get(path).withInertia()
    first.assertStatus(410)
    const second = await client.get(changesPathIn(mails[1])).withInertia()
    second.assertStatus(200)
    assert.deepEqual(second.body().props.reasons, { name: 'Second round' })
    const tampered = await client
      .get(changesPathIn(mails[1]).replace('signature=', 'signature=x'))
      .withInertia()
    tampered.assertStatus(410)
  })

  test('staff outside the request’s types, or a decided request, get no round and no mail', async ({
    client,
    assert,
  }) => {
    const form = await pressRequest()
    const outsider = await reviewer(['ballboy'])
    const hidden = await ask(client, outsider, form.id, { company: 'Why?' })
    hidden.assertStatus(404)
    const decided = await pressRequest({ state: 'approved' })
    const refused = await ask(client, await reviewer(), decided.id, { company: 'Why?' })
    refused.assertStatus(302)
    assert.equal(refused.flashMessages().notification.type, 'error')
    const none = await ask(client, await reviewer(), form.id, { company: '  ' })
    assert.equal(none.flashMessages().notification.type, 'error')
    assert.lengthOf(await db.from('change_requests'), 0)
    assert.lengthOf(await mailsTo(EMAIL), 0)
    assert.lengthOf(await history(form.id, 'changes_requested'), 0)
  })
})
