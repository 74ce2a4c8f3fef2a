import { test } from '@japa/runner'
import { readFile, readdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import Form from '#models/form'
import OrganisationPerson from '#models/organisation_person'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import { askFormForChanges } from '#services/applicants/change_requests'
import { withdrawPerson } from '#services/organisations/withdrawal'
import { recordHistory } from '#services/history/form_history'
import { StoredFiles } from '#services/files/stored_files'
import { rawFile } from '#tests/helpers/forms'
import {
  createOrganisation,
  managerSession,
  personFields,
  photoJpeg,
} from '#tests/helpers/organisations'

/** A person of an organisation, approved (by staff or by the organisation's rule) with a photo. */
async function approvedPerson(options: { autoApprove: boolean; email?: string }) {
  const setup = await createOrganisation({ autoApprove: options.autoApprove, places: 2 })
  const fields = personFields('accreditation', setup.spain.id, setup.tournament.year)
  const outcome = await createOrganisationRequest({
    organisation: setup.organisation,
    quota: setup.quota,
    values: {
      ...fields,
      ...(options.email ? { email: options.email } : {}),
      birthDate: new Date(1990, 4, 9),
      company: setup.organisation.name,
    },
    locale: 'es',
    managerId: setup.manager.id,
  })
  if (outcome.status !== 'created') throw new Error('not created')
  const form = outcome.form
  /** The old person's photo, as the portal's form would have stored it. */
  await form.merge({ state: 'approved', photoPath: `forms/old/${form.id}.jpg` }).save()
  const person = await OrganisationPerson.findByOrFail('formId', form.id)
  return { ...setup, form, person }
}

const B = { name: 'Irene', lastName: 'Sustituta', document: 'Y1234567', birthDate: '02/03/1988' }

function substitute(client: any, setup: { manager: any; person: { id: number } }) {
  return client
    .post(`/organisation/people/${setup.person.id}/substitute`)
    .withSession(managerSession(setup.manager))
    .withCsrfToken()
    .header('referer', `/organisation/people/${setup.person.id}/substitute`)
    .redirects(0)
}

function notification(response: any) {
  return (response.flashMessages().notification as { message: string }).message
}

async function printed(formId: number) {
  await recordHistory(db.connection(), { formId, userId: null, type: 'print', data: {} })
}

async function stateHistory(formId: number) {
  const rows = await db.from('form_logs').where({ form_id: formId, type: 'state' }).orderBy('id')
  return rows.map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data))
}

/** The request files on the test disk. */
async function storedRequestFiles() {
  const root = app.makePath('tmp/storage-test/forms')
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[])
  return entries.filter((entry) => /\.(jpg|png|pdf)$/.test(entry)).sort()
}

test.group('Organisations → substitution', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a substitute of an organisation that does not approve automatically waits for review', async ({
    client,
    assert,
  }) => {
    const setup = await approvedPerson({ autoApprove: false })
    await substitute(client, setup)
      .fields(B)
      .file('image', await photoJpeg())
    const form = await Form.findOrFail(setup.form.id)
    assert.equal(form.name, 'Irene')
    assert.equal(form.state, 'waiting', 'the new person is reviewed, not approved unseen')
    assert.deepInclude(await stateHistory(form.id), {
      from: 'approved',
      to: 'waiting',
      reason: 'substitution',
    })
  })

  test('a substitute without a photo does not stay approved, even where approval is automatic', async ({
    client,
    assert,
  }) => {
    const setup = await approvedPerson({ autoApprove: true })
    assert.isNotNull(setup.form.photoPath)
    await substitute(client, setup).fields(B)
    const form = await Form.findOrFail(setup.form.id)
    assert.equal(form.lastName, 'Sustituta')
    assert.isNull(form.photoPath, 'the old person’s photo does not stay')
    assert.equal(form.state, 'waiting')
  })

  test('a substitute with a photo where approval is automatic stays approved', async ({
    client,
    assert,
  }) => {
    const setup = await approvedPerson({ autoApprove: true })
    await substitute(client, setup)
      .fields(B)
      .file('image', await photoJpeg())
    const form = await Form.findOrFail(setup.form.id)
    assert.equal(form.lastName, 'Sustituta')
    assert.isNotNull(form.photoPath)
    assert.notEqual(form.photoPath, setup.form.photoPath)
    assert.equal(form.state, 'approved')
  })

  test('a waiting person without a photo substituted by one with a photo is approved where approval is automatic', async ({
    client,
    assert,
  }) => {
    const setup = await approvedPerson({ autoApprove: true })
    await setup.form.merge({ state: 'waiting', photoPath: null }).save()
    await substitute(client, setup)
      .fields(B)
      .file('image', await photoJpeg())
    const form = await Form.findOrFail(setup.form.id)
    assert.equal(form.lastName, 'Sustituta')
    assert.equal(form.state, 'approved', 'the same rule as a person added with a photo')
    assert.deepInclude(await stateHistory(form.id), { from: 'waiting', to: 'approved' })
  })

  test('after printing, a photo that does not decode changes nothing: the old card still works', async ({
    client,
    assert,
  }) => {
    const setup = await approvedPerson({ autoApprove: true })
    await printed(setup.form.id)
    const filesBefore = await storedRequestFiles()
    const jpeg = await readFile(await photoJpeg('good.jpg'))
    const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(4000, 7)])
    const response = await substitute(client, setup)
      .fields(B)
      .file('image', await rawFile('broken.jpg', broken))
    assert.deepEqual(response.flashMessages().inputErrorsBag.image, [
      'No se ha podido leer la foto. Elige otro archivo PNG o JPG.',
    ])
    const form = await Form.findOrFail(setup.form.id)
    assert.equal(form.code, setup.form.code, 'the old card is not retired')
    assert.equal(form.cardVersion, 1)
    assert.equal(form.name, setup.form.name)
    assert.equal(form.state, 'approved')
    assert.isNull(await db.from('form_cards').where('form_id', form.id).first())
    assert.deepEqual(await storedRequestFiles(), filesBefore, 'no photo file is left behind')
  })

  test('the old person’s invitation link stops working once someone else takes the place', async ({
    client,
    assert,
  }) => {
    const setup = await approvedPerson({ autoApprove: false, email: 'old@example.test' })
    /** The changes window lasts as long as the data is kept. */
    await setup.tournament.merge({ retentionDays: 3650 }).save()
    await setup.form.merge({ state: 'waiting' }).save()
    const asked = await askFormForChanges(setup.form, { image: 'Your photo, please' }, null)
    if (!('round' in asked)) throw new Error(`not asked: ${asked.refused}`)
    const link = signedUrlFor(
      'applicants.changes.edit',
      { id: setup.form.id, nonce: asked.round.nonce },
      { expiresIn: '1h' }
    )
    const before = await client.get(link).withInertia()
    before.assertStatus(200)

    await substitute(client, setup).fields(B)
    const after = await client.get(link).withInertia()
    after.assertStatus(410)
    after.assertInertiaComponent('applicants/link_refused')
    const open = await db
      .from('change_requests')
      .where('form_id', setup.form.id)
      .whereNull('answered_at')
    assert.lengthOf(open, 0, 'staff no longer see changes awaited from the old person')
  })

  test('a withdrawal while the substitution is under way wins: nothing is substituted', async ({
    client,
    assert,
  }) => {
    const setup = await approvedPerson({ autoApprove: true })
    const putPhoto = StoredFiles.prototype.putPhoto
    /** The manager's other tab withdraws the person while this one's photo is being stored. */
    StoredFiles.prototype.putPhoto = async function (...args) {
      await withdrawPerson(setup.organisation.id, setup.person.id)
      return putPhoto.apply(this, args)
    }
    try {
      const response = await substitute(client, setup)
        .fields(B)
        .file('image', await photoJpeg())
      assert.equal(
        notification(response),
        'No se puede sustituir a esta persona (retirada o rechazada, o su tarjeta cambió entretanto).'
      )
    } finally {
      StoredFiles.prototype.putPhoto = putPhoto
    }
    const form = await Form.findOrFail(setup.form.id)
    assert.equal(form.name, setup.form.name)
    assert.equal(form.photoPath, setup.form.photoPath)
    assert.equal(form.state, 'rejected')
  })
})
