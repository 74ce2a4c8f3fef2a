import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import DefaultPlayer from '#models/default_player'
import PlayerImport from '#models/player_import'
import ImportFailure from '#models/import_failure'
import { createUser } from '#tests/helpers/users'
import { waitForQueue } from '#tests/helpers/queue'
import {
  clearImports,
  csvOf,
  currentTennis,
  fixture,
  IMPORT_HEADER,
  storedImportFiles,
  storedWorkbookRows,
  xlsxFixture,
} from '#tests/helpers/imports'

/** POST the file as an admin, English messages, without following the redirect. */
/** Uploads a file as staff do, then lets the queue's worker run the import it queued. */
async function upload(
  client: any,
  path: string,
  options: { tour?: 'WTA' | 'ATP'; user?: any } = {}
) {
  const request = client
    .post(options.tour === 'ATP' ? '/merchant/import-atp' : '/merchant/import')
    .loginAs(options.user ?? (await createUser({ isAdmin: true })))
    .withPlainCookie('locale', 'en')
    .withCsrfToken()
    .redirects(0)
    .file('file', path)
  const response = await request
  await waitForQueue()
  return response
}

function toast(response: any) {
  return (response.flashMessages().notification as { type: string; message: string }).message
}

const GOOD_ROWS = [
  IMPORT_HEADER,
  ['Lucía', 'Ferrández', 'PAE-100 201', 'ESP', 'sí', 'sí'],
  ['Claire', 'Dubreuil', 'FR7812340', 'France', 'no', ''],
  ['Anna', 'Köhler, von', 'C01X77999', 'fr', 'x', '0'],
]

test.group('Imports · upload and outcomes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearImports())

  test('good rows create default players in the current tennis tournament', async ({
    client,
    assert,
  }) => {
    const tournament = await currentTennis()
    /** Semicolons, a BOM and CRLF: a CSV as Excel saves it in Spain. */
    const path = await fixture('wta list.csv', '\uFEFF' + csvOf(GOOD_ROWS, ';'))
    const response = await upload(client, path)
    response.assertHeader('location', '/merchant/import')
    assert.equal(toast(response), 'The file is being imported; the panel shows its progress.')

    const record = await PlayerImport.firstOrFail()
    assert.include(record.$attributes, {
      tour: 'WTA',
      tournamentId: tournament.id,
      status: 'done',
      importedFileName: 'wta list.csv',
      registriesCount: 3,
      totalRows: 3,
      processedRows: 3,
      createdCount: 3,
      failedCount: 0,
      resultFileName: 'wta list-result.xlsx',
    })
    assert.match(record.fileKey, /^imports\/wta\/[0-9a-f-]{36}\.csv$/)

    const players = await DefaultPlayer.query().orderBy('passport').preload('nationality')
    assert.deepEqual(
      players.map((p) => [p.tour, p.name, p.lastName, p.passport, p.nationality?.code ?? null]),
      [
        ['WTA', 'Anna', 'Köhler, von', 'C01X77999', 'FR'],
        ['WTA', 'Claire', 'Dubreuil', 'FR7812340', 'FR'],
        ['WTA', 'Lucía', 'Ferrández', 'PAE100201', 'ES'],
      ]
    )
    assert.deepEqual(
      players.map((p) => [p.inQuarterFinals, p.isSpanish]),
      [
        [true, false],
        [false, false],
        [true, true],
      ]
    )

    const rows = await storedWorkbookRows(record.resultFileKey!)
    assert.deepEqual(rows[0], ['Line', ...IMPORT_HEADER, 'Outcome', 'Reason'])
    assert.deepEqual(
      rows.slice(1).map((row) => row[7]),
      ['Created', 'Created', 'Created']
    )

    const panel = await client
      .get('/merchant/import')
      .loginAs(await createUser({ isAdmin: true }))
      .withInertia()
    panel.assertInertiaComponent('imports/index')
    const [item] = panel.body().props.imports
    assert.include(item, {
      importedFileName: 'wta list.csv',
      registriesCount: 3,
      failedCount: 0,
      resultFileName: 'wta list-result.xlsx',
      status: 'done',
    })
    const atpPanel = await client
      .get('/merchant/import-atp')
      .loginAs(await createUser({ isAdmin: true }))
      .withInertia()
    assert.deepEqual(atpPanel.body().props.imports, [], 'the ATP panel lists ATP imports only')
  })

  test('bad rows are reported with their reasons in the result file, the good ones imported', async ({
    client,
    assert,
  }) => {
    const tournament = await currentTennis()
    await DefaultPlayer.create({
      tournamentId: tournament.id,
      tour: 'WTA',
      name: 'Iga',
      lastName: 'Nowak',
      passport: 'PL5550001',
    })
    const path = await xlsxFixture('atp.xlsx', [
      ['Nombre', 'Apellidos', 'Pasaporte', 'País', 'Cuartos', 'Español', 'Notes'],
      ['Carlos', 'Montero', 'PAE200301', 'España', 'yes', 'yes', 'kept in the result'],
      ['', 'Nobody', 'XX0000001', '', '', '', ''],
      ['Jan', 'Rossi', 'YB/112', '', '', '', ''],
      ['Tim', 'Hart', 'US5566778', 'Atlantis', 'maybe', '', ''],
      ['Carlos', 'Twin', 'PAE200301', '', '', '', ''],
      ['Iga', 'Nowak', 'PL5550001', '', '', '', ''],
      ['Rafa', 'Luna', 'ES9990001', 'ESP', 1, 0, ''],
    ])
    const response = await upload(client, path, { tour: 'ATP' })
    response.assertHeader('location', '/merchant/import-atp')

    const record = await PlayerImport.firstOrFail()
    assert.include(record.$attributes, {
      tour: 'ATP',
      status: 'done',
      registriesCount: 7,
      createdCount: 2,
      failedCount: 5,
    })
    const rows = await storedWorkbookRows(record.resultFileKey!)
    assert.lengthOf(rows, 8)
    const outcomes = rows.slice(1).map((row) => [row[0], row[8], row[9] ?? null])
    assert.deepEqual(outcomes, [
      [2, 'Created', null],
      [3, 'Failed', 'The name is missing'],
      [4, 'Failed', 'The passport may only hold letters and digits (at most 40)'],
      [
        5,
        'Failed',
        'Unknown nationality "Atlantis"; Quarter-finals must be yes or no, not "maybe"',
      ],
      [6, 'Failed', 'This passport is already on line 2 of the file'],
      [7, 'Failed', 'This passport belongs to a WTA player of the tournament'],
      [8, 'Created', null],
    ])
    assert.equal(rows[1][7], 'kept in the result')

    const failures = await ImportFailure.query().where('importId', record.id).orderBy('line')
    assert.deepEqual(
      failures.map((failure) => failure.line),
      [3, 4, 5, 6, 7]
    )
    const untouched = await DefaultPlayer.findByOrFail('passport', 'PL5550001')
    assert.equal(untouched.tour, 'WTA')
    const created = await DefaultPlayer.findByOrFail('passport', 'ES9990001')
    assert.equal(created.tour, 'ATP')

    const admin = await createUser({ isAdmin: true })
    const details = await client
      .get(`/merchant/import-atp/${record.id}`)
      .loginAs(admin)
      .withInertia()
    details.assertInertiaComponent('imports/show')
    assert.lengthOf(details.body().props.failures, 5)
    assert.equal(details.body().props.failures[0].reason, 'The name is missing')
    /** Every refused row names who it was, as the file wrote it, beside its reason. */
    assert.deepEqual(
      details.body().props.failures.map((failure: any) => [failure.passport, failure.fullName]),
      [
        ['XX0000001', 'Nobody'],
        ['YB/112', 'Jan Rossi'],
        ['US5566778', 'Tim Hart'],
        ['PAE200301', 'Carlos Twin'],
        ['PL5550001', 'Iga Nowak'],
      ]
    )
    const wrongTour = await client.get(`/merchant/import/${record.id}`).loginAs(admin).withInertia()
    wrongTour.assertStatus(404)
  })

  test('re-importing the same file changes nothing; a changed row is updated', async ({
    client,
    assert,
  }) => {
    await currentTennis()
    const path = await fixture('list.csv', csvOf(GOOD_ROWS))
    await upload(client, path)
    /** An old updated_at, so a save during the re-import would show. */
    await db.from('default_players').update({ updated_at: '2020-01-01 10:00:00' })
    const snapshot = async () => {
      const rows = await DefaultPlayer.query().orderBy('id')
      return rows.map((player) => player.serialize())
    }
    const players = await snapshot()

    await upload(client, path)
    const second = await PlayerImport.query().orderBy('id', 'desc').firstOrFail()
    assert.include(second.$attributes, {
      status: 'done',
      createdCount: 0,
      updatedCount: 0,
      unchangedCount: 3,
      failedCount: 0,
    })
    assert.deepEqual(await snapshot(), players, 'no player changed, updated_at included')
    const secondRows = await storedWorkbookRows(second.resultFileKey!)
    const outcomes = secondRows.slice(1).map((row) => row[7])
    assert.deepEqual(outcomes, ['Unchanged', 'Unchanged', 'Unchanged'])

    const changed = GOOD_ROWS.map((row) => [...row])
    changed[2][4] = 'yes'
    await upload(client, await fixture('changed.csv', csvOf(changed)))
    const third = await PlayerImport.query().orderBy('id', 'desc').firstOrFail()
    assert.include(third.$attributes, { createdCount: 0, updatedCount: 1, unchangedCount: 2 })
    const claire = await DefaultPlayer.findByOrFail('passport', 'FR7812340')
    assert.isTrue(claire.inQuarterFinals)
    assert.isAbove(claire.updatedAt!.year, 2020)
  })

  test('a file that is not xlsx or csv is refused cleanly: message, no row, no file', async ({
    client,
    assert,
  }) => {
    await currentTennis()
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex'
    )
    const cases: [string, string | Uint8Array, string][] = [
      ['photo.xlsx', png, 'The file must be an Excel workbook (.xlsx) or a CSV text file.'],
      ['empty.csv', '', 'The file is empty.'],
      [
        'binary.csv',
        Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x00, 0x01, 0x02, 0xff]),
        'The file must be an Excel workbook (.xlsx) or a CSV text file.',
      ],
      [
        'archive.xlsx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]),
        'The file must be an Excel workbook (.xlsx) or a CSV text file.',
      ],
      ['columns.csv', 'Name,Surname\nAna,Ruiz\n', 'Required columns missing: passport.'],
    ]
    for (const [name, contents, message] of cases) {
      const response = await upload(client, await fixture(name, contents))
      assert.equal(response.status(), 302, name)
      assert.equal(toast(response), message, name)
    }
    const admin = await createUser({ isAdmin: true })
    const missing = await client
      .post('/merchant/import')
      .loginAs(admin)
      .header('accept', 'application/json')
      .withCsrfToken()
      .json({})
    missing.assertStatus(422)
    assert.equal(missing.body().message, 'Elige un archivo para importar.')

    assert.lengthOf(await PlayerImport.all(), 0)
    assert.deepEqual(await storedImportFiles(), [])
  })

  test('without a current tennis tournament the file is refused', async ({ client, assert }) => {
    const response = await upload(client, await fixture('list.csv', csvOf(GOOD_ROWS)))
    assert.equal(
      toast(response),
      'There is no current tennis tournament: mark one as current first.'
    )
    assert.deepEqual(await storedImportFiles(), [])
  })

  test('staff who are not administrators are refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    await currentTennis()
    const editor = await createUser({ canEdit: true, canCreate: true })
    const path = await fixture('list.csv', csvOf(GOOD_ROWS))
    const response = await client
      .post('/merchant/import')
      .loginAs(editor)
      .header('accept', 'application/json')
      .withCsrfToken()
      .file('file', path)
    response.assertStatus(403)
    const panel = await client.get('/merchant/import-atp').loginAs(editor).withInertia()
    panel.assertStatus(403)
    assert.lengthOf(await PlayerImport.all(), 0)
    assert.deepEqual(await storedImportFiles(), [])
  })

  test('downloads serve only the files of an import of that tour', async ({ client, assert }) => {
    await currentTennis()
    await upload(client, await fixture('Inscripción WTA.csv', csvOf(GOOD_ROWS)))
    const record = await PlayerImport.firstOrFail()
    const admin = await createUser({ isAdmin: true })
    const get = (path: string, file: string) =>
      client.get(path).qs({ file }).loginAs(admin).withInertia()

    const imported = await get('/merchant/import/download', record.fileKey)
    imported.assertStatus(200)
    assert.include(imported.text(), 'FR7812340')
    assert.equal(
      imported.header('content-disposition'),
      `attachment; filename="Inscripcion WTA.csv"; filename*=UTF-8''Inscripci%C3%B3n%20WTA.csv`
    )
    assert.equal(imported.header('cache-control'), 'private, no-store')

    const result = await get('/merchant/import/download', record.resultFileKey!)
    result.assertStatus(200)
    assert.match(String(result.header('content-type')), /spreadsheetml/)

    for (const file of [
      'imports/wta/00000000-0000-0000-0000-000000000000.csv',
      '../../package.json',
      'package.json',
      '',
    ]) {
      const refused = await get('/merchant/import/download', file)
      refused.assertStatus(404)
    }
    const otherTour = await get('/merchant/import-atp/download', record.fileKey)
    otherTour.assertStatus(404)
  })

  test('a JSON client gets 202 and the import id', async ({ client, assert }) => {
    await currentTennis()
    const response = await client
      .post('/merchant/import-atp')
      .loginAs(await createUser({ isAdmin: true }))
      .header('accept', 'application/json')
      .withCsrfToken()
      .file('file', await fixture('atp.csv', csvOf(GOOD_ROWS)))
    response.assertStatus(202)
    await waitForQueue()
    const record = await PlayerImport.findOrFail(response.body().id)
    assert.equal(record.tour, 'ATP')
    assert.equal(record.createdCount, 3)
  })
})
