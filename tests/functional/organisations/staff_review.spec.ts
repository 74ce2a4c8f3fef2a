import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ExcelJS from 'exceljs'
import { DateTime } from 'luxon'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { rm } from 'node:fs/promises'
import type Form from '#models/form'
import OrganisationPerson from '#models/organisation_person'
import { formType } from '#forms/registry'
import { writeFormsWorkbook } from '#services/exports/forms_workbook'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import { createForm } from '#tests/helpers/form_factory'
import { checkDuplicatesOf } from '#services/review/duplicate_people'
import { createOrganisation, personFields } from '#tests/helpers/organisations'
import { createUser } from '#tests/helpers/users'

/** Two people of an organisation, waiting, and one public request of the same type. */
async function waitingPeople() {
  const setup = await createOrganisation({ places: 5, name: 'Limpiezas Brillo' })
  const forms: Form[] = []
  for (let index = 0; index < 2; index++) {
    const fields = personFields('accreditation', setup.spain.id, setup.tournament.year)
    const outcome = await createOrganisationRequest({
      organisation: setup.organisation,
      quota: setup.quota,
      values: {
        ...fields,
        birthDate: new Date(1990, 4, 9 + index),
        company: setup.organisation.name,
      },
      locale: 'es',
    })
    if (outcome.status !== 'created') throw new Error('not created')
    forms.push(outcome.form)
  }
  const outsider = await createForm('accreditation', setup.tournament, { lastName: 'Pública' })
  return { ...setup, forms, outsider }
}

test.group('Organisations → staff review', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the request list filters by organisation and shows it as the company', async ({
    client,
    assert,
  }) => {
    const { organisation, forms, outsider } = await waitingPeople()
    const admin = await createUser({ isAdmin: true })
    const list = await client
      .get(`/merchant/mform/accreditation?organisation=${organisation.id}`)
      .loginAs(admin)
    list.assertStatus(200)
    for (const form of forms) assert.include(list.text(), form.lastName)
    assert.notInclude(list.text(), outsider.lastName)
    assert.include(list.text(), 'Limpiezas Brillo')
  })

  test('the list and its export show the organisation apart from a typed company of the same words', async ({
    client,
    assert,
  }) => {
    const { forms, tournament } = await waitingPeople()
    const lookalike = await createForm('accreditation', tournament, {
      lastName: 'Parecida',
      company: 'Limpiezas Brillo',
    })
    const withdrawn = await OrganisationPerson.findByOrFail('formId', forms[1].id)
    await withdrawn.merge({ withdrawnAt: DateTime.now() }).save()
    const admin = await createUser({ isAdmin: true })
    const list = await client
      .get('/merchant/mform/accreditation?perPage=50')
      .loginAs(admin)
      .withInertia()
    list.assertStatus(200)
    const rows: { id: number; company: string; organisation: string | null }[] =
      list.body().props.rows
    const organisationOf = (form: Form) => rows.find((row) => row.id === form.id)!.organisation
    assert.equal(organisationOf(forms[0]), 'Limpiezas Brillo')
    assert.isNull(organisationOf(lookalike), 'a typed company is no organisation')
    assert.isNull(organisationOf(forms[1]), 'a withdrawn person no longer holds its place')
    assert.equal(rows.find((row) => row.id === lookalike.id)!.company, 'Limpiezas Brillo')

    /** Outside the test storage, which the upload tests expect empty. */
    const filename = join(tmpdir(), `organisation-list-${process.pid}.xlsx`)
    await writeFormsWorkbook(formType('accreditation')!, {}, 'en', { filename })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(filename)
    const sheet = workbook.worksheets[0]
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    const column = header.indexOf('Organisation')
    const exported = new Map<unknown, unknown>()
    sheet.eachRow((row, index) => {
      const values = (row.values as unknown[]).slice(1)
      if (index > 1) exported.set(values[header.indexOf('Last name')], values[column] ?? '')
    })
    assert.equal(exported.get(forms[0].lastName), 'Limpiezas Brillo')
    assert.equal(exported.get('Parecida'), '')
    await rm(filename, { force: true })
  })

  test('the list’s organisation drop-down offers its tournament’s organisations; a foreign or bad id is set aside', async ({
    client,
    assert,
  }) => {
    const { organisation, forms, outsider } = await waitingPeople()
    const golf = await createOrganisation({ sport: 'golf', name: 'Caddies del Norte' })
    const admin = await createUser({ isAdmin: true })
    const visit = (qs: string) =>
      client
        .get(`/merchant/mform/accreditation${qs}`)
        .loginAs(admin)
        .header('x-inertia', 'true')
        .header('x-inertia-version', '1')
    const lastNames = (response: any) =>
      response.body().props.rows.map((row: { lastName: string }) => row.lastName)

    const chosen = await visit(`?organisation=${organisation.id}&sort=lastName&perPage=50`)
    chosen.assertStatus(200)
    const props = chosen.body().props
    assert.deepEqual(props.organisationFilter, {
      options: [{ id: organisation.id, name: 'Limpiezas Brillo' }],
      ignored: false,
    })
    assert.equal(props.filters.organisation, organisation.id, 'kept for paging and sorting')
    assert.sameMembers(
      lastNames(chosen),
      forms.map((form) => form.lastName)
    )

    for (const qs of [`?organisation=${golf.organisation.id}`, '?organisation=99999999']) {
      const foreign = await visit(qs)
      foreign.assertStatus(200)
      assert.isTrue(foreign.body().props.organisationFilter.ignored, qs)
      assert.isUndefined(foreign.body().props.filters.organisation)
      assert.include(lastNames(foreign), outsider.lastName, 'the whole list, not another’s people')
      assert.notInclude(JSON.stringify(foreign.body().props), 'Caddies del Norte')
    }
    const bad = await visit('?organisation=abc')
    bad.assertStatus(200)
    assert.isFalse(bad.body().props.organisationFilter.ignored)
  })

  test('bulk approve approves the organisation’s waiting requests only, once', async ({
    client,
    assert,
  }) => {
    const { organisation, forms, outsider } = await waitingPeople()
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post(`/merchant/organisations/${organisation.id}/approve`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      (response.flashMessages().notification as { message: string }).message,
      '2 solicitudes aprobadas'
    )
    for (const form of forms) {
      await form.refresh()
      assert.equal(form.state, 'approved')
    }
    await outsider.refresh()
    assert.equal(outsider.state, 'waiting')
    const again = await client
      .post(`/merchant/organisations/${organisation.id}/approve`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      (again.flashMessages().notification as { message: string }).message,
      '0 solicitudes aprobadas'
    )
  })

  test('the organisation’s page shows its quotas, people and flags to administrators only', async ({
    client,
    assert,
  }) => {
    const { organisation, quota, forms, tournament } = await waitingPeople()
    const [flagged, clean] = forms
    const twin = await createForm('accreditation', tournament, {
      name: flagged.name,
      lastName: flagged.lastName,
      document: flagged.document,
    })
    for (const form of [flagged, clean, twin]) await checkDuplicatesOf(form.id)
    const page = await client
      .get(`/merchant/organisations/${organisation.id}`)
      .loginAs(await createUser({ isAdmin: true }))
      .header('x-inertia', 'true')
      .header('x-inertia-version', '1')
    page.assertStatus(200)
    const props = page.body().props
    assert.deepEqual(
      props.quotas.map(({ id, places, used, remaining }: Record<string, unknown>) => ({
        id,
        places,
        used,
        remaining,
      })),
      [{ id: quota.id, places: 5, used: 2, remaining: 3 }]
    )
    const shown = Object.fromEntries(
      props.people.map((person: { lastName: string; possibleDuplicate: boolean }) => [
        person.lastName,
        person.possibleDuplicate,
      ])
    )
    assert.deepEqual(
      shown,
      { [flagged.lastName]: true, [clean.lastName]: false },
      'both people, the one sharing a document with a public request flagged as a possible duplicate'
    )
    const refused = await client
      .get(`/merchant/organisations/${organisation.id}`)
      .loginAs(await createUser({ canEdit: true }))
    refused.assertStatus(403)
    assert.notInclude(refused.text(), forms[0].lastName)
  })
})
