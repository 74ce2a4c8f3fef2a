import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import Form from '#models/form'
import LineDetail from '#models/line_detail'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { formCount, openTournaments, pdf, photoJpeg, rawFile } from '#tests/helpers/forms'
import { UPLOADS_DIRECTORY } from '#config/bodyparser'
import { inertiaComponent } from '#tests/helpers/cookie_client'
import { publicPath, requiredDownloads, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(app.makePath('tmp/storage-test'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

/** Temporary upload files still on the server: none once a request has ended. */
async function waitingUploads(): Promise<string[]> {
  return readdir(UPLOADS_DIRECTORY)
}

/** A line umpire request (photo + experience document) with the given files. */
async function submitLine(client: any, countryId: number, image?: string, experience?: string) {
  let request = client
    .post(publicPath('line'))
    .header('referer', publicPath('line'))
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .withSession({ downloaded_documents: requiredDownloads('line') })
    .redirects(0)
    .fields(validFields('line', countryId, THIS_YEAR))
  if (image) request = request.file('image', image)
  if (experience) request = request.file('experience', experience)
  return request
}

/** A tiny PNG whose header claims enormous dimensions: a decompression bomb's shape. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
  )
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

function errorsOf(response: any): Record<string, string[]> {
  return (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[]>
}

test.group('Public forms · uploads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  const refused: [
    string,
    () => Promise<[string | undefined, string | undefined]>,
    string,
    string,
  ][] = [
    [
      'a PDF renamed photo.jpg',
      async () => [await pdf('photo.jpg'), await pdf()],
      'image',
      'must be a PNG or JPG image',
    ],
    [
      'an executable renamed experience.pdf',
      async () => [
        await photoJpeg(),
        await rawFile('experience.pdf', Buffer.from('MZ\x90\x00 not a pdf')),
      ],
      'experience',
      'must be a PDF, PNG or JPG file',
    ],
    [
      'an empty photo',
      async () => [await rawFile('empty.jpg', Buffer.alloc(0)), await pdf()],
      'image',
      'must be a PNG or JPG image',
    ],
    [
      'a photo over 5 MB',
      async () => [
        await rawFile(
          'huge.jpg',
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5.5 * 1024 * 1024)])
        ),
        await pdf(),
      ],
      'image',
      'must not be larger than 5mb',
    ],
    [
      'a GIF photo',
      async () => [
        await rawFile(
          'photo.gif',
          await sharp({ create: { width: 60, height: 80, channels: 3, background: '#0a0' } })
            .gif()
            .toBuffer()
        ),
        await pdf(),
      ],
      'image',
      'must be a PNG or JPG image',
    ],
    ['no photo', async () => [undefined, await pdf()], 'image', 'required'],
    [
      'no experience document',
      async () => [await photoJpeg(), undefined],
      'experience',
      'required',
    ],
  ]
  for (const [name, files, field, message] of refused) {
    test(`${name} is refused on ${field}, and nothing is stored`, async ({ client, assert }) => {
      const { spain } = await openTournaments()
      const [image, experience] = await files()
      const before = await storedFiles()
      const response = await submitLine(client, spain.id, image, experience)
      const errors = errorsOf(response)
      assert.property(errors, field, JSON.stringify(errors))
      assert.include(errors[field].join(' '), message)
      assert.equal(await formCount(), 0)
      assert.deepEqual(await storedFiles(), before)
      assert.deepEqual(await waitingUploads(), [])
    })
  }

  test('a submit refused by the CSRF check leaves no upload behind', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    const response = await client
      .post(publicPath('line'))
      .header('accept', 'application/json')
      .withSession({ downloaded_documents: requiredDownloads('line') })
      .redirects(0)
      .fields(validFields('line', spain.id, THIS_YEAR))
      .file('image', await photoJpeg())
      .file('experience', await pdf())
    assert.equal(response.status(), 403)
    assert.equal(await formCount(), 0)
    assert.deepEqual(await waitingUploads(), [])
  })

  test('a truncated JPEG is refused after the magic bytes passed, and the document stored before it is removed', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const whole = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer()
    const truncated = await rawFile('truncated.jpg', whole.subarray(0, 300))
    const before = await storedFiles()
    const response = await submitLine(client, spain.id, truncated, await pdf())
    assert.include(errorsOf(response).image?.[0], 'could not be read')
    assert.equal(await formCount(), 0)
    assert.deepEqual(await storedFiles(), before)
  })

  test('an image of absurd pixel dimensions is refused, not decoded', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const bomb = await rawFile('bomb.png', await pngClaiming(100_000, 100_000))
    const before = await storedFiles()
    const response = await submitLine(client, spain.id, bomb, await pdf())
    assert.include(errorsOf(response).image?.[0], 'could not be read')
    assert.equal(await formCount(), 0)
    assert.deepEqual(await storedFiles(), before)
    assert.deepEqual(await waitingUploads(), [])
  })

  test('a PNG photo is accepted and stored as a JPEG no larger than the crop (800 px)', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const big = await rawFile(
      'big.png',
      await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#a52' } })
        .png()
        .toBuffer()
    )
    const before = await storedFiles()
    const response = await submitLine(client, spain.id, big, await pdf())
    assert.equal(response.header('location'), '/forms/lineas/gracias')
    const after = await storedFiles()
    const added = after.filter((file) => !before.includes(file))
    assert.lengthOf(added, 2)
    assert.isTrue(added.some((file) => file.endsWith('.pdf')))
    assert.deepEqual(await waitingUploads(), [], 'the temporary copies are removed')
    const form = await Form.query().where('type', 'line').firstOrFail()
    const photo = await sharp(Buffer.from(await drive.use().getBytes(form.photoPath!))).metadata()
    assert.equal(photo.format, 'jpeg')
    assert.equal(photo.height, 800)
    assert.equal(photo.width, 600)
  })

  test('a cropped photo without metadata is stored as sent; one carrying a comment is stored without it', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const cropped = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#4a7' },
    })
      .jpeg({ quality: 70 })
      .toBuffer()
    const sent = await submitLine(client, spain.id, await rawFile('crop.jpg', cropped), await pdf())
    assert.equal(sent.header('location'), '/forms/lineas/gracias')
    const form = await Form.query().where('type', 'line').firstOrFail()
    const stored = Buffer.from(await drive.use().getBytes(form.photoPath!))
    assert.isTrue(stored.equals(cropped), 'the same bytes: not encoded a second time')

    /** A comment segment (COM) right after the start of image. */
    const comment = Buffer.from('\xff\xfe\x00\x10where I live!!', 'latin1')
    const commented = Buffer.concat([cropped.subarray(0, 2), comment, cropped.subarray(2)])
    const again = await submitLine(
      client,
      spain.id,
      await rawFile('commented.jpg', commented),
      await pdf()
    )
    assert.equal(again.header('location'), '/forms/lineas/gracias')
    const second = await Form.query().where('type', 'line').orderBy('id', 'desc').firstOrFail()
    const rewritten = Buffer.from(await drive.use().getBytes(second.photoPath!))
    assert.notInclude(rewritten.toString('latin1'), 'where I live')
    const { width } = await sharp(rewritten).metadata()
    assert.equal(width, 600)
  })

  test('an image sent as a document is stored without its EXIF (GPS) metadata', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const response = await submitLine(
      client,
      spain.id,
      await photoJpeg(),
      await photoJpeg('experience.jpg', 600)
    )
    assert.equal(response.header('location'), '/forms/lineas/gracias')
    const form = await Form.query().where('type', 'line').orderBy('id', 'desc').firstOrFail()
    const detail = await LineDetail.findByOrFail('formId', form.id)
    const stored = await drive.use().getBytes(detail.experiencePath!)
    const metadata = await sharp(Buffer.from(stored)).metadata()
    assert.isUndefined(metadata.exif)
    assert.equal(metadata.width, 600)
  })

  test('a phone photo taken sideways is stored upright (EXIF orientation applied)', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    /** Landscape pixels with orientation 6: a viewer shows it portrait, rotated 90°. */
    const sideways = await rawFile(
      'sideways.jpg',
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer()
    )
    const response = await submitLine(client, spain.id, sideways, await pdf())
    assert.equal(response.header('location'), '/forms/lineas/gracias')
    const form = await Form.query().where('type', 'line').firstOrFail()
    const photo = await sharp(Buffer.from(await drive.use().getBytes(form.photoPath!))).metadata()
    assert.deepEqual([photo.width, photo.height], [300, 400])
    assert.isUndefined(photo.orientation)
  })

  test('a submit over the server’s size limit gets a translated page, stores nothing, leaves no upload', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const huge = await rawFile('huge.pdf', Buffer.alloc(21 * 1024 * 1024, 0x25))
    /**
     * The server answers 413 and closes as soon as it sees the length; a client
     * still writing the body may then get EPIPE instead of the answer (a race
     * of the test client, not of the app): send again in that case.
     */
    let response: any
    for (let attempt = 1; !response; attempt++) {
      try {
        response = await submitLine(client, spain.id, await photoJpeg(), huge)
      } catch (error) {
        const code = (error as { code?: string }).code
        if (attempt >= 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error
      }
    }
    assert.equal(response.status(), 413)
    assert.equal(inertiaComponent(response.text()), 'errors/too_large')
    assert.include(response.text(), 'Too large to send')
    assert.equal(await formCount(), 0)
    assert.deepEqual(await waitingUploads(), [])
  })
})
