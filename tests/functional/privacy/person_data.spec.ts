import { test } from '@japa/runner'
import { readFile, rm } from 'node:fs/promises'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { unzipSync, strFromU8 } from 'fflate'
import Form from '#models/form'
import {
  clearStoredRequestFiles,
  lastYearOf,
  openTournaments,
  photoJpeg,
} from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { publicPath, requiredDownloads, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { binary } from '#tests/helpers/pdf'
import { clearMailbox, readDecodedMailbox } from '#tests/helpers/mailbox'
import { pauseWorker, resumeWorker, waitForQueue } from '#tests/helpers/queue'
import mail from '@adonisjs/mail/services/main'
import { createUser } from '#tests/helpers/users'
import { clearSignatures } from '#tests/helpers/collection'
import PrivacyPerson from '../../../commands/privacy_person.js'

/** What identifies the person in this test: none of it may survive an erasure. */
const PERSON = {
  document: 'P9988776',
  email: 'perpetua@example.test',
  name: 'Perpetua',
  lastName: 'Personalísima',
  cellPhone: '+34 655 123 456',
  address: 'Calle Privada 9',
}
const IDENTIFYING = [
  PERSON.document,
  PERSON.email,
  PERSON.name,
  'Personal',
  '655 123 456',
  'Calle Privada',
  'Niñín',
]

async function submit(client: any, type: string, fields: Record<string, string>) {
  return client
    .post(publicPath(type))
    .header('referer', publicPath(type))
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .withSession({ downloaded_documents: requiredDownloads(type) })
    .redirects(0)
    .fields(fields)
    .file('image', await photoJpeg())
}

/**
 * The person's own press request this year, a ballboy request for their
 * child (they are its guardian), last year's request by the same document,
 * a collection they signed, and someone else's request.
 */
async function personHeldEverywhere(client: any) {
  const { tennis, spain } = await openTournaments()
  const press = await submit(client, 'press', {
    ...validFields('press', spain.id, THIS_YEAR),
    ...PERSON,
    document: PERSON.document.toLowerCase(),
  })
  press.assertStatus(302)
  const ballboy = await submit(client, 'ballboy', {
    ...validFields('ballboy', spain.id, THIS_YEAR),
    name: 'Niñín',
    tutorName: PERSON.name,
    tutorLastName: PERSON.lastName,
    tutorDocument: PERSON.document,
    tutorEmail: PERSON.email,
  })
  ballboy.assertStatus(302)
  const lastYear = await createForm('volunteer', await lastYearOf(tennis), {
    name: PERSON.name,
    lastName: PERSON.lastName,
    document: PERSON.document,
  })
  const other = await createForm('press', tennis, { name: 'Otra', document: 'Z1111111' })
  await drive.use().put('signatures/person-test.png', Buffer.from('signature'))
  const [row] = await db
    .table('collectives')
    .insert({
      name: PERSON.name,
      last_name: PERSON.lastName,
      document: PERSON.document,
      email: PERSON.email,
      phone: PERSON.cellPhone,
      type: 'holder',
      signature_path: 'signatures/person-test.png',
      created_at: new Date(),
    })
    .returning('id')
  const collectionId = Number(typeof row === 'object' ? row.id : row)
  const ownPress = await Form.query().where('type', 'press').whereNot('id', other.id).firstOrFail()
  const child = await Form.findByOrFail('type', 'ballboy')
  /** Their confirmation mails have gone out, as they have long before anyone asks for erasure. */
  await waitForQueue()
  return { ownPress, child, lastYear, other, collectionId }
}

function asAdmin(client: any, admin: any, route: string, body: Record<string, unknown>) {
  return client
    .post(route)
    .loginAs(admin)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('x-inertia', 'true')
    .header('x-inertia-version', '1')
    .redirects(0)
    .json(body)
}

/** Every row of every table, as text: where an identifying value could hide. */
async function everyRow(): Promise<string> {
  const sqlite = db.connection().dialect.name.includes('sqlite')
  const listed = await db.rawQuery(
    sqlite
      ? "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'"
      : 'select tablename as name from pg_tables where schemaname = current_schema()'
  )
  const tables: string[] = (sqlite ? listed : listed.rows).map((row: any) => String(row.name))
  const dumps: string[] = []
  for (const table of tables) {
    if (['adonis_schema', 'adonis_schema_versions'].includes(table)) continue
    dumps.push(JSON.stringify(await db.from(table)))
  }
  return dumps.join('\n')
}

test.group("Privacy · a person's data", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.teardown(() => clearSignatures())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('an admin finds every request of a person across tournaments, as applicant and as guardian, and their collections', async ({
    client,
    assert,
  }) => {
    const held = await personHeldEverywhere(client)
    const admin = await createUser({ isAdmin: true })
    const page = await asAdmin(client, admin, '/merchant/personal-data', {
      by: 'document',
      value: ` ${PERSON.document.toLowerCase()} `,
    })
    page.assertStatus(200)
    const { match } = page.body().props
    assert.deepEqual(
      match.requests.map((request: any) => [request.id, request.role]),
      [
        [held.ownPress.id, 'applicant'],
        [held.child.id, 'guardian'],
        [held.lastYear.id, 'applicant'],
      ].sort((a, b) => Number(a[0]) - Number(b[0]))
    )
    assert.deepEqual(
      match.collections.map((collection: any) => collection.id),
      [held.collectionId]
    )

    const byEmail = await asAdmin(client, admin, '/merchant/personal-data', {
      by: 'email',
      value: PERSON.email.toUpperCase(),
    })
    assert.sameMembers(
      byEmail.body().props.match.requests.map((request: any) => request.id),
      [held.ownPress.id, held.child.id]
    )

    const bad = await asAdmin(client, admin, '/merchant/personal-data', { by: 'phone', value: 'x' })
    assert.equal(bad.status(), 302, 'a bad search goes back with its errors, never a 500')
  })

  test('the export holds every request, consent, history and file of the person, and is logged', async ({
    client,
    assert,
  }) => {
    const held = await personHeldEverywhere(client)
    const admin = await createUser({ isAdmin: true })
    const { response, body } = await binary(
      client
        .post('/merchant/personal-data/export')
        .loginAs(admin)
        .withCsrfToken()
        .json({ by: 'document', value: PERSON.document })
    )
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/zip')
    assert.match(response.header('content-disposition'), /attachment; filename="personal-data-/)
    const entries = unzipSync(new Uint8Array(body))
    const data = JSON.parse(strFromU8(entries['data.json']))
    assert.equal(data.foundBy, 'document')
    assert.sameMembers(
      data.requests.map((request: any) => request.request.id),
      [held.ownPress.id, held.child.id, held.lastYear.id]
    )
    const own = data.requests.find((request: any) => request.request.id === held.ownPress.id)
    assert.equal(own.request.address, PERSON.address)
    assert.equal(own.consents[0].kind, 'privacy')
    assert.equal(own.history[0].type, 'created')
    const photo = own.files.find((path: string) => path.includes('photo_path'))
    const stored = await drive.use().getBytes(held.ownPress.photoPath!)
    assert.deepEqual(Buffer.from(entries[photo]), Buffer.from(stored))
    const child = data.requests.find((request: any) => request.request.id === held.child.id)
    assert.equal(child.role, 'guardian')
    assert.equal(child.details.tutor_document, PERSON.document)
    assert.deepEqual(
      child.consents.map((consent: any) => consent.kind),
      ['privacy', 'guardian']
    )
    assert.equal(data.collections[0].collection.document, PERSON.document)
    assert.isDefined(entries[data.collections[0].files[0]], 'the signature is in the zip')
    assert.notInclude(
      JSON.stringify(data),
      'Z1111111',
      "someone else's request is not in the person's export"
    )

    const logged = await db.from('file_access_logs').where({ kind: 'person', user_id: admin.id })
    assert.sameMembers(
      logged.map((entry) => entry.form_id),
      [held.ownPress.id, held.child.id, held.lastYear.id]
    )
  })

  test('erasure needs the confirmation; it leaves no file and no identifying value, and logs who did it without the data', async ({
    client,
    assert,
  }) => {
    const held = await personHeldEverywhere(client)
    const admin = await createUser({ isAdmin: true, name: 'Ada', lastName: 'Admin' })
    const files = [held.ownPress.photoPath!, held.child.photoPath!, 'signatures/person-test.png']
    const seen = {
      by: 'document',
      value: PERSON.document,
      requests: [held.ownPress.id, held.child.id, held.lastYear.id],
      collections: [held.collectionId],
    }
    const unconfirmed = await asAdmin(client, admin, '/merchant/personal-data/erase', seen)
    assert.equal(
      unconfirmed.body().props.refusal,
      'unconfirmed',
      'the results stay, with the reason'
    )
    assert.lengthOf(unconfirmed.body().props.match.requests, 3)
    for (const key of files) assert.isTrue(await drive.use().exists(key))

    const erased = await asAdmin(client, admin, '/merchant/personal-data/erase', {
      ...seen,
      confirmErasure: 'true',
    })
    assert.equal(erased.status(), 302)
    assert.equal(erased.header('location'), '/merchant/personal-data')
    for (const key of files) assert.isFalse(await drive.use().exists(key), `${key} deleted`)

    const everything = await everyRow()
    for (const value of IDENTIFYING) assert.notInclude(everything, value)
    assert.include(everything, 'Z1111111', "someone else's request stays")

    await held.ownPress.refresh()
    assert.isNotNull(held.ownPress.erasedAt)
    assert.equal(held.ownPress.type, 'press', 'what statistics need stays')
    const [erasure] = await db.from('data_erasures')
    assert.include(erasure, {
      user_id: admin.id,
      found_by: 'document',
      forms: 3,
      collectives: 1,
      files: 3,
    })
    const logs = await db.from('form_logs').where({ type: 'erased', user_id: admin.id })
    assert.lengthOf(logs, 3)

    const again = await asAdmin(client, admin, '/merchant/personal-data', {
      by: 'document',
      value: PERSON.document,
    })
    assert.deepEqual(again.body().props.match, { requests: [], collections: [] })
    assert.include(again.body().props.erasures[0], { by: 'Ada Admin', forms: 3, files: 3 })
  })

  test('mails still queued to the erased person are dropped with the data; the others are sent', async ({
    client,
    assert,
  }) => {
    const held = await personHeldEverywhere(client)
    await clearMailbox()
    await pauseWorker()
    const queue = (to: string, about: string) =>
      mail.sendLater((message) => {
        message.to(to).subject(about).html(`<p>${about}</p>`)
      })
    await queue(PERSON.email.toUpperCase(), `Decision for ${PERSON.lastName}`)
    await queue('someone.else@example.test', 'Decision for Otra')
    const admin = await createUser({ isAdmin: true })
    const erased = await asAdmin(client, admin, '/merchant/personal-data/erase', {
      by: 'document',
      value: PERSON.document,
      requests: [held.ownPress.id, held.child.id, held.lastYear.id],
      collections: [held.collectionId],
      confirmErasure: 'true',
    })
    assert.equal(erased.status(), 302)
    const everything = await everyRow()
    for (const value of IDENTIFYING) assert.notInclude(everything, value)
    assert.include(everything, 'someone.else@example.test', 'the other mail still waits')

    resumeWorker()
    await waitForQueue()
    const mails = await readDecodedMailbox()
    const sent = mails.join('\n')
    assert.include(sent, 'Decision for Otra')
    assert.notInclude(sent, PERSON.lastName)
  })

  test('erasure is refused while a credential is active at the gates, or when the search finds more than was seen', async ({
    client,
    assert,
  }) => {
    const held = await personHeldEverywhere(client)
    const admin = await createUser({ isAdmin: true })
    const seen = {
      by: 'email',
      value: PERSON.email,
      requests: [held.ownPress.id],
      collections: [held.collectionId],
      confirmErasure: 'true',
    }
    const changed = await asAdmin(client, admin, '/merchant/personal-data/erase', seen)
    assert.equal(changed.body().props.refusal, 'changed', 'the ballboy request was not in the list')

    await db.from('forms').where('id', held.child.id).update({ access_status: 'active' })
    const atGates = await asAdmin(client, admin, '/merchant/personal-data/erase', {
      ...seen,
      requests: [held.ownPress.id, held.child.id],
    })
    assert.equal(atGates.body().props.refusal, 'at_gates')
    assert.isTrue(await drive.use().exists(held.ownPress.photoPath!))
    assert.lengthOf(await db.from('data_erasures'), 0)
    await held.ownPress.refresh()
    assert.equal(held.ownPress.email, PERSON.email)
  })

  test('the command lists, exports and erases a person', async ({ client, assert }) => {
    const held = await personHeldEverywhere(client)
    const zip = app.makePath('tmp/person-export-test.zip')
    try {
      const command = await ace.create(PrivacyPerson, [
        `--email=${PERSON.email}`,
        `--export=${zip}`,
        '--erase',
        '--force',
      ])
      await command.exec()
      command.assertSucceeded()
      command.assertLog('[ blue(info) ] 2 requests and 1 collections found')
      command.assertLog('[ green(success) ] Erased 2 requests, 1 collections and 3 files')
      const entries = unzipSync(new Uint8Array(await readFile(zip)))
      assert.lengthOf(JSON.parse(strFromU8(entries['data.json'])).requests, 2)
      await held.child.refresh()
      assert.equal(held.child.name, '')
      await held.lastYear.refresh()
      assert.equal(held.lastYear.document, PERSON.document, 'found by email only: not this one')
    } finally {
      await rm(zip, { force: true })
    }
  })
})
