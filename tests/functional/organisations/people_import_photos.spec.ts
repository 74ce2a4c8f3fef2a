import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { zipSync } from 'fflate'
import sharp from 'sharp'
import { UPLOADS_DIRECTORY } from '#config/bodyparser'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import { waitForQueue } from '#tests/helpers/queue'
import OrganisationImport from '#models/organisation_import'
import OrganisationPerson from '#models/organisation_person'
import { clearStoredRequestFiles, photoJpeg, photoPng } from '#tests/helpers/forms'
import { clearImports, fixture, xlsxFixture } from '#tests/helpers/imports'
import { createOrganisation, managerSession, PEOPLE_HEADER } from '#tests/helpers/organisations'

const HEADER = [...PEOPLE_HEADER, 'Foto']

function personRow(index: number, photo: string) {
  return [
    'Persona',
    `Con foto ${index}`,
    '09/05/1990',
    `ZIP${1000 + index}`,
    index % 2 ? 'Hombre' : 'woman',
    'ES',
    `foto${index}@example.test`,
    '+34 600 000 000',
    'Calle Mayor 1',
    'Madrid',
    '28001',
    'España',
    'Cámara',
    photo,
  ]
}

async function upload(client: any, manager: any, quotaId: number, sheet: string, zip?: string) {
  let request = client
    .post(`/organisation/import/${quotaId}`)
    .withSession(managerSession(manager))
    .withCsrfToken()
    .redirects(0)
    .file('file', sheet)
  if (zip) request = request.file('photos', zip)
  return request
}

async function zipOf(name: string, entries: Record<string, Uint8Array | Buffer>) {
  const bytes = zipSync(
    Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, new Uint8Array(value)]))
  )
  return fixture(name, bytes)
}

/** Files this process left in the uploads folder (the request's own and the photos taken out of a zip). */
async function ourUploads() {
  const names = await readdir(UPLOADS_DIRECTORY).catch(() => [] as string[])
  return names.filter((name) => name.startsWith(`${process.pid}-`))
}

/** Photos stored on the private disk by the requests (none before each test). */
async function storedPhotos() {
  const root = app.makePath('tmp/storage-test/forms')
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[])
  return entries.filter((entry) => entry.endsWith('.jpg'))
}

/** The server answers as soon as it sees the length; a client still writing may get EPIPE: send again. */
async function refusedAsTooLarge(send: () => Promise<any>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      const code = (error as { code?: string }).code
      if (attempt >= 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error
    }
  }
}

const reasonsByLine = (record: OrganisationImport) =>
  Object.fromEntries(
    record.rowResults.map((row) => [row.line, row.outcome === 'created' ? 'created' : row.reason])
  )

test.group('Organisations → spreadsheet upload with its photos zipped', (group) => {
  group.each.setup(async () => {
    await clearStoredRequestFiles()
    return testUtils.db().withGlobalTransaction()
  })
  group.each.teardown(async () => {
    await clearImports()
    await clearStoredRequestFiles()
  })

  test('each row gets its photo from the zip, framed as the crop; a missing photo fails its row', async ({
    client,
    assert,
  }) => {
    const { manager, quota, organisation } = await createOrganisation({
      places: 10,
      autoApprove: true,
    })
    const zip = await zipOf('photos.zip', {
      'fotos/ana.jpg': await readFile(await photoJpeg('ana.jpg', 900)),
      'fotos/luis.PNG': await readFile(await photoPng('luis.png')),
      '__MACOSX/fotos/._ana.jpg': Buffer.from('resource fork'),
    })
    const sheet = await xlsxFixture('people.xlsx', [
      HEADER,
      personRow(1, 'ana.jpg'),
      personRow(2, 'LUIS.png'),
      personRow(3, 'nadie.jpg'),
      personRow(4, ''),
    ])
    const response = await upload(client, manager, quota.id, sheet, zip)
    assert.match(String(response.header('location')), /^\/organisation\/imports\/\d+$/)
    const record = await OrganisationImport.firstOrFail()
    assert.deepEqual(reasonsByLine(record), {
      2: 'created',
      3: 'created',
      4: 'La foto «nadie.jpg» no está en el .zip: esta fila no se ha añadido.',
      5: 'created',
    })
    assert.isNull(await Form.findBy('lastName', 'Con foto 3'), 'nothing of the refused row')

    const ana = await Form.findByOrFail('lastName', 'Con foto 1')
    assert.equal(ana.state, 'approved', 'complete with its photo: approved automatically')
    const stored = await readFile(app.makePath(`tmp/storage-test/${ana.photoPath}`))
    const meta = await sharp(stored).metadata()
    assert.deepEqual([meta.width, meta.height, meta.format], [600, 800, 'jpeg'])
    assert.isUndefined(meta.exif, 'the phone’s metadata is gone')
    const luis = await Form.findByOrFail('lastName', 'Con foto 2')
    const small = await sharp(
      await readFile(app.makePath(`tmp/storage-test/${luis.photoPath}`))
    ).metadata()
    assert.deepEqual([small.width, small.height], [300, 400], 'a small photo is not enlarged')
    const without = await Form.findByOrFail('lastName', 'Con foto 4')
    assert.isNull(without.photoPath)
    assert.equal(without.state, 'waiting', 'without a photo it waits for the person’s own')

    assert.lengthOf(await storedPhotos(), 2)
    assert.deepEqual(await ourUploads(), [], 'no temporary file is left')
    assert.lengthOf(await OrganisationPerson.query().where('organisationId', organisation.id), 3)

    /** Each photo goes through the photo check, as one added by hand (a model load: slow). */
    await waitForQueue(90_000)
    const checked = await db.from('review_photo_checks').whereIn('form_id', [ana.id, luis.id])
    assert.sameMembers(
      checked.map((row) => row.photo_path),
      [ana.photoPath, luis.photoPath]
    )
  }).timeout(120_000)

  test('a photo already framed as the crop frames it is kept as sent', async ({
    client,
    assert,
  }) => {
    const { manager, quota } = await createOrganisation({ places: 10 })
    const framed = await sharp({
      create: { width: 450, height: 600, channels: 3, background: '#a07050' },
    })
      .jpeg({ quality: 80 })
      .toBuffer()
    const wide = await sharp({
      create: { width: 800, height: 300, channels: 3, background: '#5070a0' },
    })
      .jpeg({ quality: 80 })
      .toBuffer()
    const zip = await zipOf('photos.zip', { 'framed.jpg': framed, 'wide.jpg': wide })
    const sheet = await xlsxFixture('people.xlsx', [
      HEADER,
      personRow(1, 'framed.jpg'),
      personRow(2, 'wide.jpg'),
    ])
    await upload(client, manager, quota.id, sheet, zip)
    const kept = await Form.findByOrFail('lastName', 'Con foto 1')
    const stored = await readFile(app.makePath(`tmp/storage-test/${kept.photoPath}`))
    assert.isTrue(stored.equals(framed), 'no second encoding')
    const cut = await Form.findByOrFail('lastName', 'Con foto 2')
    const meta = await sharp(
      await readFile(app.makePath(`tmp/storage-test/${cut.photoPath}`))
    ).metadata()
    assert.deepEqual(
      [meta.width, meta.height],
      [225, 300],
      'a wide photo is cut to 3:4 at its height'
    )
  })

  test('a photo that is not an image, too large or broken fails its row and stores nothing', async ({
    client,
    assert,
  }) => {
    const { manager, quota } = await createOrganisation({ places: 10 })
    const jpeg = await readFile(await photoJpeg('good.jpg'))
    const zip = await zipOf('photos.zip', {
      'good.jpg': jpeg,
      'text.jpg': Buffer.from('these are not the pixels you are looking for'),
      'huge.jpg': Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(6 * 1024 * 1024)]),
      'broken.jpg': Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(4000, 7)]),
      'photo.gif': Buffer.from('GIF89a'),
    })
    const sheet = await xlsxFixture('people.xlsx', [
      HEADER,
      personRow(1, 'good.jpg'),
      personRow(2, 'text.jpg'),
      personRow(3, 'huge.jpg'),
      personRow(4, 'broken.jpg'),
      personRow(5, 'photo.gif'),
    ])
    await upload(client, manager, quota.id, sheet, zip)
    const reasons = reasonsByLine(await OrganisationImport.firstOrFail())
    assert.equal(reasons[2], 'created')
    assert.match(reasons[3]!, /JPEG|PNG/)
    assert.match(reasons[4]!, /5\s?MB|tamaño|size/i)
    assert.equal(reasons[5], 'No se ha podido leer la foto. Elige otro archivo PNG o JPG.')
    assert.match(reasons[6]!, /jpg|jpeg|png/i)
    assert.lengthOf(await Form.all(), 1)
    assert.lengthOf(await storedPhotos(), 1, 'only the created row’s photo is stored')
    assert.deepEqual(await ourUploads(), [])
  })

  test('a zip refused whole changes nothing and says why', async ({ client, assert }) => {
    const { manager, quota } = await createOrganisation({ places: 100 })
    const jpeg = await readFile(await photoJpeg('good.jpg'))
    const sheet = await xlsxFixture('people.xlsx', [HEADER, personRow(1, 'good.jpg')])
    const many: Record<string, Uint8Array> = {}
    for (let index = 0; index <= 6000; index++)
      many[`p${index}.jpg`] = new Uint8Array([index % 256])
    const bomb: Record<string, Uint8Array> = {}
    for (let index = 0; index < 26; index++) bomb[`b${index}.jpg`] = new Uint8Array(4 * 1024 * 1024)
    const cases: [string | undefined, string][] = [
      [
        await zipOf('traversal.zip', { '../../etc/good.jpg': jpeg }),
        'ruta no permitida (../../etc/good.jpg)',
      ],
      [
        await zipOf('same.zip', { 'a/good.jpg': jpeg, 'b/GOOD.jpg': jpeg }),
        'dos archivos llamados GOOD.jpg',
      ],
      [await zipOf('many.zip', many), 'más de 6000 archivos'],
      [await zipOf('bomb.zip', bomb), 'más de 100 MB al descomprimirlo'],
      [await fixture('photos.zip', jpeg), 'no es un .zip que se pueda leer'],
      [undefined, 'sube también el .zip'],
    ]
    for (const [zip, message] of cases) {
      const response = await upload(client, manager, quota.id, sheet, zip)
      assert.equal(response.header('location'), `/organisation/import/${quota.id}`)
      assert.include(
        (response.flashMessages().notification as { message: string }).message,
        message
      )
    }
    const noColumn = await xlsxFixture('plain.xlsx', [
      HEADER.slice(0, -1),
      personRow(1, '').slice(0, -1),
    ])
    const refused = await upload(
      client,
      manager,
      quota.id,
      noColumn,
      await zipOf('ok.zip', { 'good.jpg': jpeg })
    )
    assert.include((refused.flashMessages().notification as { message: string }).message, '«foto»')
    assert.lengthOf(await Form.all(), 0)
    assert.lengthOf(await OrganisationImport.all(), 0)
    await quota.refresh()
    assert.equal(quota.used, 0)
    assert.lengthOf(await storedPhotos(), 0)
    assert.deepEqual(await ourUploads(), [])
  }).timeout(90_000) // six uploads, two of them 6,001 entries and 104 MB to inflate

  test('an upload that fails mid-way keeps whole rows, says where it stopped, leaves no file behind', async ({
    client,
    assert,
  }) => {
    const { manager, quota } = await createOrganisation({ places: 10 })
    const jpeg = await readFile(await photoJpeg('good.jpg'))
    const zip = await zipOf('photos.zip', { '1.jpg': jpeg, '2.jpg': jpeg, '3.jpg': jpeg })
    const sheet = await xlsxFixture('people.xlsx', [
      HEADER,
      personRow(1, '1.jpg'),
      personRow(2, '2.jpg'),
      personRow(3, '3.jpg'),
    ])
    /** The second row's place fails inside its transaction, after its photo was stored. */
    const create = OrganisationPerson.create
    let calls = 0
    const failingSecond: any = async function (this: typeof OrganisationPerson, ...args: any[]) {
      calls += 1
      if (calls === 2) throw new Error('the disk is full')
      return create.apply(this, args as Parameters<typeof create>)
    }
    OrganisationPerson.create = failingSecond
    try {
      await upload(client, manager, quota.id, sheet, zip)
    } finally {
      OrganisationPerson.create = create
    }
    const record = await OrganisationImport.firstOrFail()
    const interrupted =
      'La subida se detuvo en esta fila por un error del servidor: esta fila y las siguientes no se han añadido. Vuelve a subirlas.'
    assert.deepEqual(reasonsByLine(record), { 2: 'created', 3: interrupted, 4: interrupted })
    assert.lengthOf(await Form.all(), 1)
    await quota.refresh()
    assert.equal(quota.used, 1)
    assert.lengthOf(await storedPhotos(), 1, 'the failed row’s stored photo was removed')
    assert.deepEqual(await ourUploads(), [])
  })

  test('an upload over 20 MB goes back to the portal page with a message, nothing stored', async ({
    client,
    assert,
  }) => {
    const { manager, quota } = await createOrganisation({ places: 10 })
    const sheet = await xlsxFixture('people.xlsx', [HEADER, personRow(1, 'big.jpg')])
    const big = await fixture(
      'big.zip',
      zipSync({ 'big.jpg': [randomBytes(21 * 1024 * 1024), { level: 0 }] })
    )
    const upload20 = await refusedAsTooLarge(() =>
      client
        .post(`/organisation/import/${quota.id}`)
        .header('referer', `/organisation/import/${quota.id}`)
        .withSession(managerSession(manager))
        .withCsrfToken()
        .redirects(0)
        .file('file', sheet)
        .file('photos', big)
    )
    assert.equal(upload20.header('location'), `/organisation/import/${quota.id}`)
    assert.equal(
      (upload20.flashMessages().notification as { message: string }).message,
      'Lo que has subido ocupa más de 20 MB: no se ha guardado nada. Divide la hoja (y su .zip de fotos) y súbela en varias veces.'
    )
    /** A photo added by hand, on the person's form. */
    const photo = await fixture('huge.jpg', randomBytes(21 * 1024 * 1024))
    const person = await refusedAsTooLarge(() =>
      client
        .post(`/organisation/people/new/${quota.id}`)
        .header('referer', `/organisation/people/new/${quota.id}`)
        .withSession(managerSession(manager))
        .withCsrfToken()
        .redirects(0)
        .file('image', photo)
    )
    assert.equal(person.header('location'), `/organisation/people/new/${quota.id}`)
    assert.equal(
      (person.flashMessages().notification as { message: string }).message,
      'El archivo ocupa más de 20 MB: no se ha guardado nada. Elige uno más pequeño.'
    )
    assert.lengthOf(await Form.all(), 0)
    assert.lengthOf(await OrganisationImport.all(), 0)
    assert.deepEqual(await ourUploads(), [])
  })
})
