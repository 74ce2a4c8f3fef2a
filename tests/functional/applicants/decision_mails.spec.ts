import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type Form from '#models/form'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { readDecodedMailbox } from '#tests/helpers/mailbox'
import { waitForQueue } from '#tests/helpers/queue'
import {
  configureMails,
  mailsTo,
  setLocale,
  TENNIS_MAILS,
  committedWithMails,
} from '#tests/helpers/applicants'
import { saveMailSettings } from '#services/applicants/mail_settings'
import { rm } from 'node:fs/promises'
import { testWalletKeys } from '#tests/helpers/wallets'
import { useWalletConfig } from '#services/wallets/wallet_config'

async function reviewer() {
  return createUser({ canEdit: true, formTypes: JSON.stringify(['press', 'ballboy']) })
}

function decide(client: any, user: any, type: string, id: number, body: Record<string, unknown>) {
  return client
    .post(`/merchant/mform/${type}/changestate/${id}`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json(body)
}

function bulk(client: any, user: any, type: string, body: Record<string, unknown>) {
  return client
    .post(`/merchant/mform/${type}/changestate`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json(body)
}

function consoleState(client: any, user: any, body: Record<string, unknown>) {
  return client
    .post('/merchant/systems/state')
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json(body)
}

/**
 * Decision mails on the configuration `npm start` runs: the database queue,
 * the inline worker and the file transport, no test transaction around the
 * requests (the mail is queued by the decision's own transaction).
 */
test.group('Applicants · decision mails', (group) => {
  committedWithMails(group)
  group.each.timeout(60_000)

  test('an approval tells the applicant in Spanish their zones, where to collect it and what to bring', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const form = await createForm('press', tennis, { email: 'ana@example.test', name: 'Ana' })
    form.customPermission = JSON.stringify({ 'Sala de prensa': 1, 'Pista central': 1, 'Palco': 0 })
    await form.save()
    await setLocale(form, 'es')
    const response = await decide(client, await reviewer(), 'press', form.id, { state: 'approved' })
    response.assertStatus(200)
    const [mail, ...others] = await mailsTo('ana@example.test')
    assert.lengthOf(others, 0)
    assert.include(mail, 'Subject: Acreditaciones - Prensa: solicitud aprobada')
    assert.include(mail, 'Hola Ana')
    assert.include(mail, 'Sala de prensa, Pista central')
    assert.notInclude(mail, 'Palco')
    assert.include(mail, 'Válida durante todo el torneo.')
    assert.include(mail, TENNIS_MAILS.approvedTexts.press.es)
    assert.include(mail, 'documento de identidad')
    assert.include(mail, form.code)
    assert.match(mail, /\/solicitud\/\d+\?/)
  })

  test('with the organiser’s wallet keys an approval mail offers both wallets; a rejection none', async ({
    client,
    assert,
  }) => {
    const keys = await testWalletKeys()
    useWalletConfig(keys.config)
    try {
      const { tennis } = await openTournaments()
      await configureMails(tennis)
      const approved = await createForm('press', tennis, { email: 'eva@example.test', name: 'Eva' })
      await setLocale(approved, 'en')
      const rejected = await createForm('press', tennis, { email: 'leo@example.test', name: 'Leo' })
      const user = await reviewer()
      const approval = await decide(client, user, 'press', approved.id, { state: 'approved' })
      approval.assertStatus(200)
      const rejection = await decide(client, user, 'press', rejected.id, { state: 'rejected' })
      rejection.assertStatus(200)
      const [mail] = await mailsTo('eva@example.test')
      assert.include(mail, 'Add to Apple Wallet')
      assert.include(mail, 'Save to Google Wallet')
      const apple = /https?:\/\/[^\s"<>]*\/wallet\/[^\s"<>]*/.exec(mail)?.[0]
      assert.isString(apple, 'a link to the Apple pass')
      const link = new URL(apple!.replaceAll('&amp;', '&'))
      const pass = await client.get(`${link.pathname}${link.search}`)
      pass.assertStatus(200)
      assert.include(String(pass.header('content-type')), 'application/vnd.apple.pkpass')
      const [refusal] = await mailsTo('leo@example.test')
      assert.notInclude(refusal, 'Wallet')
    } finally {
      useWalletConfig(undefined)
      await rm(keys.folder, { recursive: true, force: true })
    }
  })

  test('a rejection tells the applicant in English the reason staff picked and their note', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const form = await createForm('press', tennis, { email: 'bob@example.test', name: 'Bob' })
    await setLocale(form, 'en')
    const response = await decide(client, await reviewer(), 'press', form.id, {
      state: 'rejected',
      reason: 'late',
      note: 'You may apply again next year.',
    })
    response.assertStatus(200)
    const [mail, ...others] = await mailsTo('bob@example.test')
    assert.lengthOf(others, 0)
    assert.include(mail, 'Subject: Accreditations - Press: request not accepted')
    assert.include(mail, 'Reason: The request arrived too late')
    assert.include(mail, 'You may apply again next year.')
    assert.notInclude(mail, TENNIS_MAILS.approvedTexts.press.en)
    const log = await db.from('form_logs').where({ form_id: form.id, type: 'state' }).first()
    assert.deepEqual(JSON.parse(log.data), {
      from: 'waiting',
      to: 'rejected',
      reason: 'late',
      note: 'You may apply again next year.',
    })
  })

  test('a reason that is not configured is refused with a message and nothing changes', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const form = await createForm('press', tennis, { email: 'eve@example.test' })
    const response = await decide(client, await reviewer(), 'press', form.id, {
      state: 'rejected',
      reason: 'made-up',
    })
    response.assertStatus(422)
    assert.equal(response.body().message, 'Elige uno de los motivos de rechazo configurados.')
    await form.refresh()
    assert.equal(form.state, 'waiting')
    assert.lengthOf(await readDecodedMailbox(), 0)
  })

  test('"approve and next" mails the decided request', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const form = await createForm('press', tennis, { email: 'next@example.test' })
    await createForm('press', tennis)
    const response = await client
      .post(`/merchant/mform/press/changestate/${form.id}`)
      .loginAs(await reviewer())
      .withCsrfToken()
      .form({ state: 'approved', next: 'true' })
      .redirects(0)
    response.assertStatus(302)
    assert.lengthOf(await mailsTo('next@example.test'), 1)
  })

  test('a bulk approval of 200 requests mails 200 applicants once, even sent twice', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const forms: Form[] = []
    for (let index = 0; index < 200; index++) forms.push(await createForm('press', tennis))
    const user = await reviewer()
    const ids = forms.map((form) => form.id)
    const first = await bulk(client, user, 'press', { ids })
    first.assertStatus(200)
    assert.lengthOf(first.body().changed, 200)
    const retried = await bulk(client, user, 'press', { ids })
    retried.assertStatus(200)
    assert.lengthOf(retried.body().changed, 0)
    /** 200 mails take the one inline worker a while on a busy machine. */
    await waitForQueue(150_000)
    const mails = await readDecodedMailbox()
    assert.lengthOf(mails, 200)
    const recipients = new Set(mails.map((mail) => /^To: (.*)$/m.exec(mail)![1].trim()))
    assert.deepEqual([...recipients].sort(), forms.map((form) => form.email!).sort())
  })

  test('a ballboy’s mail goes to the guardian', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const form = await createForm(
      'ballboy',
      tennis,
      { email: 'kid@example.test' },
      { tutorEmail: 'parent@example.test' }
    )
    const response = await decide(client, await reviewer(), 'ballboy', form.id, {
      state: 'approved',
    })
    response.assertStatus(200)
    assert.lengthOf(await mailsTo('parent@example.test'), 1)
    assert.lengthOf(await mailsTo('kid@example.test'), 0)
  })

  test('a tournament with decision mails switched off mails nobody', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    await saveMailSettings(tennis.id, { ...TENNIS_MAILS, decisionMails: false })
    const form = await createForm('press', tennis, { email: 'off@example.test' })
    const response = await decide(client, await reviewer(), 'press', form.id, { state: 'approved' })
    response.assertStatus(200)
    await form.refresh()
    assert.equal(form.state, 'approved')
    assert.lengthOf(await readDecodedMailbox(), 0)
  })

  test('a bulk rejection and the console’s carry the reason staff picked and their note', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const listed = await createForm('press', tennis, { email: 'list@example.test' })
    const response = await bulk(client, await reviewer(), 'press', {
      ids: [listed.id],
      state: 'rejected',
      reason: 'photo',
      note: 'Send a photo of your face alone.',
    })
    response.assertStatus(200)
    const [fromList] = await mailsTo('list@example.test')
    assert.include(fromList, 'Motivo: La foto no cumple las normas')
    assert.include(fromList, 'Send a photo of your face alone.')

    const desk = await createForm('press', tennis, { email: 'desk@example.test' })
    const user = await createUser({ canEdit: true, canToppanel: true, formTypes: '["press"]' })
    const atDesk = await consoleState(client, user, {
      ids: [desk.id],
      state: 'rejected',
      reason: 'late',
      note: 'Next year.',
    })
    atDesk.assertStatus(200)
    const [fromConsole] = await mailsTo('desk@example.test')
    assert.include(fromConsole, 'Motivo: La solicitud llegó fuera de plazo')
    assert.include(fromConsole, 'Next year.')

    const page = await client.get('/merchant/systems').loginAs(user).withInertia()
    assert.deepEqual((page.inertiaProps as any).rejectionReasons, [
      { id: 'late', label: 'La solicitud llegó fuera de plazo' },
      { id: 'photo', label: 'La foto no cumple las normas' },
    ])
  })

  test('the console refuses a reason its tournament does not know, and changes nothing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const form = await createForm('press', tennis, { email: 'odd@example.test' })
    const user = await createUser({ canEdit: true, canToppanel: true, formTypes: '["press"]' })
    const response = await consoleState(client, user, {
      ids: [form.id],
      state: 'rejected',
      reason: 'made-up',
    })
    response.assertStatus(200)
    assert.deepEqual(response.body(), { changed: [], refused: [form.id] })
    await form.refresh()
    assert.equal(form.state, 'waiting')
    assert.lengthOf(await readDecodedMailbox(), 0)
  })

  test('the accreditation console’s decisions are mailed too', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const form = await createForm('press', tennis, { email: 'console@example.test' })
    const user = await createUser({ canEdit: true, canToppanel: true, formTypes: '["press"]' })
    const response = await consoleState(client, user, { ids: [form.id], state: 'rejected' })
    response.assertStatus(200)
    const [mail] = await mailsTo('console@example.test')
    assert.include(mail, 'Acreditaciones - Prensa: solicitud no aceptada')
  })
})
