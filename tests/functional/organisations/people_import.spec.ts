import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ExcelJS from 'exceljs'
import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { finished } from 'node:stream/promises'
import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import { formType } from '#forms/registry'
import { writeImportTemplate } from '#services/organisations/people_import'
import Form from '#models/form'
import OrganisationImport from '#models/organisation_import'
import OrganisationQuota from '#models/organisation_quota'
import OrganisationPerson from '#models/organisation_person'
import { createForm } from '#tests/helpers/form_factory'
import { csvOf, fixture, xlsxFixture, clearImports } from '#tests/helpers/imports'
import { createOrganisation, managerSession, PEOPLE_HEADER } from '#tests/helpers/organisations'

const HEADER = PEOPLE_HEADER

function personRow(index: number, overrides: Partial<Record<string, string>> = {}) {
  const row: Record<string, string> = {
    name: 'Persona',
    lastName: `Importada ${index}`,
    birthDate: '09/05/1990',
    document: `IMP${1000 + index}`,
    gender: index % 2 ? 'Hombre' : 'woman',
    nationality: 'ES',
    email: `persona${index}@example.test`,
    phone: '+34 600 000 000',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    cp: '28001',
    country: 'España',
    position: 'Cámara',
    ...overrides,
  }
  return Object.values(row)
}

async function upload(client: any, manager: any, quotaId: number, path: string) {
  return client
    .post(`/organisation/import/${quotaId}`)
    .withSession(managerSession(manager))
    .withCsrfToken()
    .redirects(0)
    .file('file', path)
}

test.group('Organisations → spreadsheet upload', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearImports())

  test('twenty rows are created, one refused with its reason; the quota counts them', async ({
    client,
    assert,
  }) => {
    const { manager, quota } = await createOrganisation({ places: 30 })
    const rows = Array.from({ length: 21 }, (_, index) =>
      personRow(index, index === 7 ? { birthDate: 'mañana' } : {})
    )
    const path = await xlsxFixture('people.xlsx', [HEADER, ...rows])
    const response = await upload(client, manager, quota.id, path)
    const location = String(response.header('location'))
    assert.match(location, /^\/organisation\/imports\/\d+$/)
    const record = await OrganisationImport.firstOrFail()
    assert.equal(record.created, 20)
    assert.equal(record.failed, 1)
    const failed = record.rowResults.find((row) => row.outcome === 'failed')!
    assert.equal(failed.line, 9, 'the sheet row of the refused person')
    assert.match(failed.reason!, /fecha/i)
    await quota.refresh()
    assert.equal(quota.used, 20)
    assert.lengthOf(await OrganisationPerson.all(), 20)
    assert.isNull(await Form.findBy('lastName', 'Importada 7'), 'nothing half-created')
    const created = await Form.findByOrFail('lastName', 'Importada 1')
    assert.equal(created.gender, 'man', 'a choice read from its Spanish label')
    assert.equal(created.state, 'waiting', 'without a photo it waits')

    const page = await client.get(location).withSession(managerSession(manager))
    page.assertStatus(200)
    assert.include(page.text(), 'Importada 7')
  })

  test('a csv with a repeated document and more rows than places: each row says why', async ({
    client,
    assert,
  }) => {
    const { manager, quota } = await createOrganisation({ places: 2 })
    const rows = [personRow(1), personRow(2, { document: 'IMP1001' }), personRow(3), personRow(4)]
    const path = await fixture('people.csv', csvOf([HEADER, ...rows], ';'))
    await upload(client, manager, quota.id, path)
    const record = await OrganisationImport.firstOrFail()
    assert.deepEqual(
      record.rowResults.map((row) => [row.line, row.outcome, row.reason ?? '']),
      [
        [2, 'created', ''],
        [3, 'failed', 'El mismo documento ya está en la fila 2 de este archivo.'],
        [4, 'created', ''],
        [5, 'failed', 'El cupo está completo (2 plazas): esta fila no se ha añadido.'],
      ]
    )
    const fresh = await OrganisationQuota.findOrFail(quota.id)
    assert.equal(fresh.used, 2)
  })

  test('a person already accredited elsewhere is created and flagged, never merged', async ({
    client,
    assert,
  }) => {
    const { manager, quota, tournament } = await createOrganisation()
    const earlier = await createForm('accreditation', tournament, { document: 'IMP1001' })
    const path = await xlsxFixture('people.xlsx', [HEADER, personRow(1)])
    await upload(client, manager, quota.id, path)
    const record = await OrganisationImport.firstOrFail()
    assert.isTrue(record.rowResults[0].possibleDuplicate)
    const both = await Form.query().where('document', 'IMP1001')
    assert.lengthOf(both, 2)
    await earlier.refresh()
    assert.notEqual(earlier.lastName, 'Importada 1')
  })

  test('the same sheet uploaded twice: the second upload refuses its rows and takes no place', async ({
    client,
    assert,
  }) => {
    const { manager, quota, tournament } = await createOrganisation({ places: 10 })
    const other = await createOrganisation({ places: 10 })
    const rows = [personRow(1), personRow(2), personRow(3, { document: 'imp1003' })]
    const path = await xlsxFixture('people.xlsx', [HEADER, ...rows])
    await upload(client, manager, quota.id, path)
    const secondPath = await xlsxFixture('again.xlsx', [
      HEADER,
      ...rows.slice(0, 2),
      personRow(3, { document: 'IMP1003' }),
    ])
    await upload(client, manager, quota.id, secondPath)
    const second = await OrganisationImport.query().orderBy('id', 'desc').firstOrFail()
    assert.deepEqual(
      second.rowResults.map((row) => [row.line, row.outcome, row.reason ?? '']),
      [2, 3, 4].map((line) => [
        line,
        'failed',
        'Este documento ya está en la lista de tu organización: no se ha añadido nada.',
      ])
    )
    const fresh = await OrganisationQuota.findOrFail(quota.id)
    assert.equal(fresh.used, 3, 'quota unchanged')
    assert.lengthOf(await Form.query().where('tournamentId', tournament.id), 3)

    const first = await Form.findByOrFail('document', 'IMP1001')
    const withdrawn = await OrganisationPerson.findByOrFail('formId', first.id)
    await withdrawn.merge({ withdrawnAt: DateTime.now() }).save()
    await upload(client, manager, quota.id, path)
    const afterWithdrawal = await OrganisationImport.query().orderBy('id', 'desc').firstOrFail()
    assert.deepEqual(
      afterWithdrawal.rowResults.map((row) => row.outcome),
      ['created', 'failed', 'failed'],
      "a withdrawn person's document may be entered again"
    )

    await upload(client, other.manager, other.quota.id, path)
    const elsewhere = await OrganisationImport.query().orderBy('id', 'desc').firstOrFail()
    assert.equal(elsewhere.created, 3, "another organisation's people are no refusal")
    assert.isTrue(elsewhere.rowResults.every((row) => row.possibleDuplicate))
  })

  test('bad files change nothing and say why', async ({ client, assert }) => {
    const { manager, quota } = await createOrganisation({ places: 100_000 })
    const refusals: [string, string][] = [
      [
        await xlsxFixture('missing.xlsx', [HEADER.filter((cell) => cell !== 'Documento'), ['x']]),
        'Required columns missing: ',
      ],
      [await fixture('photo.xlsx', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01])), 'wrong'],
      [await fixture('empty.csv', ''), 'empty'],
    ]
    const messages: string[] = []
    for (const [path] of refusals) {
      const response = await upload(client, manager, quota.id, path)
      assert.equal(response.header('location'), `/organisation/import/${quota.id}`)
      messages.push((response.flashMessages().notification as { message: string }).message)
    }
    assert.match(messages[0], /Faltan columnas obligatorias: documento|document/i)
    assert.equal(
      messages[1],
      'El archivo debe ser un libro de Excel (.xlsx) o un archivo de texto CSV.'
    )
    assert.equal(messages[2], 'El archivo está vacío.')

    const many = csvOf([HEADER, ...Array.from({ length: 50_000 }, (_, index) => personRow(index))])
    const tooMany = await upload(client, manager, quota.id, await fixture('many.csv', many))
    assert.equal(
      (tooMany.flashMessages().notification as { message: string }).message,
      'El archivo tiene más de 5000 filas: divídelo en archivos más pequeños.'
    )
    assert.lengthOf(await Form.all(), 0)
    assert.lengthOf(await OrganisationImport.all(), 0)
    await quota.refresh()
    assert.equal(quota.used, 0)
  })

  test('the template offered holds the category form’s columns in the manager’s language', async ({
    client,
    assert,
  }) => {
    const { manager, quota } = await createOrganisation()
    const response = await client
      .get(`/organisation/import/${quota.id}/template`)
      .withSession(managerSession(manager))
    response.assertStatus(200)
    assert.equal(
      response.header('content-type'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
    /** The same writer, read back: one column per field the manager fills. */
    const path = app.tmpPath('imports-test/template.xlsx')
    await mkdir(app.tmpPath('imports-test'), { recursive: true })
    const out = createWriteStream(path)
    await writeImportTemplate(formType('accreditation')!, 'es', out)
    await finished(out)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(path)
    const header = (workbook.worksheets[0].getRow(1).values as string[]).slice(1)
    assert.includeMembers(header, ['nombre', 'apellidos', 'puesto o función'])
    assert.equal(header.at(-1), 'foto', 'the photo’s file name in the zip, last')
  })
})
