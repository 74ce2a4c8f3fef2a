import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import Permission from '#models/permission'
import Zone from '#models/zone'
import { clearStoredRequestFiles, openTournaments, rawFile } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { binary, pdfBarcodes, pdfText } from '#tests/helpers/pdf'
import {
  designedTemplate,
  pdfPageSizes,
  pdfWords,
  printEntries,
  PT_PER_MM,
  clearTemplateImages,
} from '#tests/helpers/badge_templates'

function saveTemplate(client: any, user: any, tournamentId: number, body: object, locale = 'en') {
  return client
    .post(`/merchant/badge-templates/${tournamentId}`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', locale)
    .header('accept', 'application/json')
    .json(body)
}

function print(client: any, user: any, body: object) {
  return binary(
    client
      .post('/merchant/systems/pdfs')
      .loginAs(user)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .header('accept', 'application/pdf, application/json')
      .json(body)
  )
}

async function uploadImage(client: any, user: any, tournamentId: number, path: string) {
  return client
    .post(`/merchant/badge-templates/${tournamentId}/images`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .file('image', path)
}

async function templateRows() {
  const [templates] = await db.from('badge_templates').count('* as total')
  const [versions] = await db.from('badge_template_versions').count('* as total')
  return Number(templates.total) + Number(versions.total)
}

test.group('Badge templates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.teardown(() => clearTemplateImages())
  group.each.timeout(60_000)

  test('a designed two-sided A7 template prints its texts where the design puts them, its codes decode, and the print log names the template version', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    for (const name of ['Prensa', 'Vestuarios', 'Pista central'])
      await Zone.create({ tournamentId: tennis.id, name, rules: '[]' })
    const zones = await Permission.create({
      name: 'Prensa',
      flags: JSON.stringify({ 'Prensa': 1, 'Pista central': 1, 'Vestuarios': 0 }),
    })
    const holder = await createForm('press', tennis, {
      state: 'approved',
      name: 'Íñigo',
      lastName: 'Álvarez',
      company: 'Diario Deportivo',
    })
    holder.permissionId = zones.id
    await holder.save()
    const admin = await createUser({ isAdmin: true })
    const logo = await uploadImage(
      client,
      admin,
      tennis.id,
      await rawFile(
        'sponsor.png',
        await sharp({ create: { width: 600, height: 120, channels: 3, background: '#1d4ed8' } })
          .png()
          .toBuffer()
      )
    )
    logo.assertStatus(200)
    const saved = await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 0,
      definition: { ...designedTemplate({ imageId: logo.body().id }), language: 'en' },
    })
    saved.assertStatus(200)
    assert.equal(saved.body().version, 1)

    const { response, body } = await print(client, admin, { ids: [holder.id] })
    response.assertStatus(200)
    const sizes = pdfPageSizes(body)
    assert.lengthOf(sizes, 2, 'two sides, two pages')
    for (const [width, height] of sizes) {
      assert.approximately(width, 74 * PT_PER_MM, 0.5)
      assert.approximately(height, 105 * PT_PER_MM, 0.5)
    }
    const words = await pdfWords(body)
    const word = (text: string) => {
      const found = words.find((each) => each.text === text)
      assert.isDefined(found, `${text} is printed`)
      return found!
    }
    /** The name's box starts at 34 mm × 16 mm on the front; the last name is under the name. */
    const name = word('Íñigo')
    const lastName = word('Álvarez')
    assert.equal(name.page, 1)
    assert.approximately(name.xMin, 34 * PT_PER_MM, 1.5)
    assert.approximately(name.yMin, 16 * PT_PER_MM, 4)
    assert.isAbove(lastName.yMin, name.yMin)
    assert.isAtMost(lastName.xMax, 70 * PT_PER_MM + 0.5, 'inside its box')
    /** The largest size fits: the name's height is about 14 pt. */
    assert.approximately(name.yMax - name.yMin, 14 * 1.17, 3)
    assert.equal(word('Deportivo').page, 1)
    /** Zone numbers: Prensa is zone 1 and Pista central zone 3 of the tournament's zones. */
    const one = words.find((each) => each.page === 1 && each.text === '1')
    const three = words.find((each) => each.page === 1 && each.text === '3')
    assert.isDefined(one)
    assert.isDefined(three)
    assert.isBelow(one!.xMin, three!.xMin)
    assert.isAbove(one!.yMax - one!.yMin, 25, 'large zone numbers')
    const back = word('Tournament')
    assert.equal(back.page, 2)
    assert.approximately(back.yMin, 4 * PT_PER_MM, 3)
    assert.equal(word(holder.code).page, 2)

    const pages = await pdfBarcodes(body)
    assert.deepEqual(pages[0], [], 'the front has no code')
    assert.includeMembers(pages[1], [`CODE-128:${holder.code}`, `QR-Code:${holder.code}`])
    const [entry] = await printEntries(holder.id)
    assert.equal(entry.templateVersion, 1)
    assert.equal(entry.card, 1)
    assert.isNumber(entry.template)

    /** A second version; a save on top of an older one is refused and changes nothing. */
    const second = await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 1,
      definition: designedTemplate({ backText: 'Segunda' }),
    })
    second.assertStatus(200)
    assert.equal(second.body().version, 2)
    const stale = await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 1,
      definition: designedTemplate(),
    })
    stale.assertStatus(409)
    assert.include(stale.body().message, 'version 2')
    const reprint = await print(client, admin, { ids: [holder.id], reason: 'damaged' })
    reprint.response.assertStatus(200)
    assert.include(await pdfText(reprint.body), 'Segunda')
    const entries = await printEntries(holder.id)
    assert.deepEqual(
      entries.map((each) => [each.templateVersion, each.reason ?? null]),
      [
        [1, null],
        [2, 'damaged'],
      ]
    )
  })

  test('a category without its own template prints with the tournament default; others keep the standard layout', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const press = await createForm('press', tennis, { state: 'approved', lastName: 'Prensa' })
    const golfer = await createForm('gpress', golf, { state: 'approved', lastName: 'Golf' })
    const admin = await createUser({ isAdmin: true })
    const saved = await saveTemplate(client, admin, tennis.id, {
      category: '',
      basedOn: 0,
      definition: designedTemplate({ backText: 'Defecto' }),
    })
    saved.assertStatus(200)
    const { body } = await print(client, admin, { ids: [press.id, golfer.id] })
    const sizes = pdfPageSizes(body)
    assert.lengthOf(sizes, 3, 'two sides for tennis, one for golf')
    assert.approximately(sizes[2][0], 85.6 * PT_PER_MM, 0.5, 'golf keeps the CR80 card')
    const text = await pdfText(body)
    assert.include(text, 'Defecto')
    const [golfEntry] = await printEntries(golfer.id)
    assert.equal(golfEntry.templateVersion, 0)
    assert.isNull(golfEntry.template)
  })

  test('a card prints in its template language whoever prints it: Spanish unless the design says English', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved' })
    const admin = await createUser({ isAdmin: true })
    const cardIn = async (locale: string) => {
      const { response, body } = await binary(
        client
          .get(`/merchant/systems/pdfs?ids=${holder.id}`)
          .loginAs(admin)
          .withPlainCookie('locale', locale)
          .header('accept', 'application/pdf, application/json')
      )
      response.assertStatus(200)
      return pdfText(body)
    }
    await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 0,
      definition: designedTemplate(),
    }).then((response: any) => response.assertStatus(200))
    const english = await cardIn('en')
    const spanish = await cardIn('es')
    assert.include(english, 'Reverso del torneo')
    assert.notInclude(english, 'Tournament back')
    assert.equal(english, spanish, 'the same card at every station')

    await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 1,
      definition: { ...designedTemplate(), language: 'en' },
    }).then((response: any) => response.assertStatus(200))
    const inEnglish = await cardIn('es')
    assert.include(inEnglish, 'Tournament back')
    assert.equal(inEnglish, await cardIn('en'))
  })

  test('a long name shrinks to fit, then wraps inside its box', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, {
      state: 'approved',
      name: 'Maximiliano Bartolomé',
      lastName: 'Fernández-Villaverde de la Concepción Santísima',
    })
    const admin = await createUser({ isAdmin: true })
    await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 0,
      definition: designedTemplate(),
    }).then((response: any) => response.assertStatus(200))
    const { body } = await print(client, admin, { ids: [holder.id] })
    const allWords = await pdfWords(body)
    const words = allWords.filter((word) => word.page === 1)
    const nameWords = words.filter((word) =>
      ['Maximiliano', 'Bartolomé', 'Fernández-Villaverde', 'Concepción', 'Santísima'].includes(
        word.text
      )
    )
    assert.isAtLeast(nameWords.length, 4, 'the name is printed')
    const right = 70 * PT_PER_MM + 0.5
    const bottom = 36 * PT_PER_MM + 1
    for (const word of nameWords) {
      assert.isAtMost(word.xMax, right, `${word.text} stays inside the box`)
      assert.isAtMost(word.yMax, bottom, `${word.text} stays inside the box`)
    }
    const height = nameWords[0].yMax - nameWords[0].yMin
    assert.isBelow(height, 14 * 1.17 - 2, 'smaller than the largest size')
    assert.isAtLeast(height, 7 * 1.1, 'not below the smallest size')
  })

  test('bad designs are refused with what is wrong, in the staff language, and nothing is saved', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const good = designedTemplate()
    const outside = structuredClone(good)
    outside.sides[0].elements[1].x = 70
    const refusedOutside = await saveTemplate(
      client,
      admin,
      tennis.id,
      { category: 'press', basedOn: 0, definition: outside },
      'es'
    )
    refusedOutside.assertStatus(422)
    assert.deepInclude(
      refusedOutside.body().problems.map((problem: any) => problem.message),
      'Cara 1, elemento 2: está fuera de la tarjeta.'
    )
    const noCode = structuredClone(good)
    noCode.sides[1].elements = noCode.sides[1].elements.filter(
      (element: any) => element.kind !== 'barcode' && element.kind !== 'qr'
    )
    const refusedCode = await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 0,
      definition: noCode,
    })
    refusedCode.assertStatus(422)
    assert.equal(
      refusedCode.body().problems[0].message,
      'The card needs a barcode or a QR code: desks and doors read the code.'
    )
    const unknown = await saveTemplate(client, admin, tennis.id, {
      category: 'astronauts',
      basedOn: 0,
      definition: good,
    })
    unknown.assertStatus(422)
    assert.equal(unknown.body().problems[0].message, 'That category does not exist.')
    const badKind = await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 0,
      definition: { ...good, sides: [{ elements: [{ kind: 'hologram', x: 1, y: 1 }] }] },
    })
    badKind.assertStatus(422)
    assert.property(badKind.body(), 'errors')
    /** An image of another tournament is not this one's to print. */
    const golfLogo = await uploadImage(
      client,
      admin,
      golf.id,
      await rawFile(
        'golf.png',
        await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
          .png()
          .toBuffer()
      )
    )
    golfLogo.assertStatus(200)
    const foreign = await saveTemplate(client, admin, tennis.id, {
      category: 'press',
      basedOn: 0,
      definition: designedTemplate({ imageId: golfLogo.body().id }),
    })
    foreign.assertStatus(422)
    assert.equal(foreign.body().problems[0].key, 'unknown_image')
    assert.equal(await templateRows(), 0)
  })

  test("a category of another sport is refused for this tournament's template (it would never print) and nothing is saved", async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    /** Ball boys are tennis's: golf has none. */
    const golfBallboys = await saveTemplate(
      client,
      admin,
      golf.id,
      { category: 'ballboy', basedOn: 0, definition: designedTemplate() },
      'es'
    )
    golfBallboys.assertStatus(422)
    assert.equal(golfBallboys.body().problems[0].message, 'Esa categoría no existe.')
    assert.equal(await templateRows(), 0)
    const tennisBallboys = await saveTemplate(client, admin, tennis.id, {
      category: 'ballboy',
      basedOn: 0,
      definition: designedTemplate(),
    })
    tennisBallboys.assertStatus(200)
  })

  test('a batch printed with a reprint reason logs the reason only on the cards printed before; the first prints in it are first prints', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const before = await createForm('press', tennis, { state: 'approved', lastName: 'Antes' })
    const fresh = await createForm('press', tennis, { state: 'approved', lastName: 'Nueva' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const first = await print(client, printer, { ids: [before.id] })
    first.response.assertStatus(200)
    const batch = await print(client, printer, { ids: [before.id, fresh.id], reason: 'damaged' })
    batch.response.assertStatus(200)
    const reasons = (entries: Record<string, any>[]) =>
      entries.map((entry) => [entry.reprint ?? false, entry.reason ?? null])
    assert.deepEqual(reasons(await printEntries(before.id)), [
      [false, null],
      [true, 'damaged'],
    ])
    assert.deepEqual(
      reasons(await printEntries(fresh.id)),
      [[false, null]],
      'a first print is not a reprint'
    )
  })

  test('uploaded images are checked by content: a text file, a 6 MB file and an SVG with entities are refused; an SVG is sanitised and stored as pixels', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const fake = await uploadImage(
      client,
      admin,
      tennis.id,
      await rawFile('logo.png', Buffer.from('not an image at all'))
    )
    fake.assertStatus(422)
    assert.equal(fake.body().message, 'The file is not a PNG, JPEG or SVG image.')
    const huge = await uploadImage(
      client,
      admin,
      tennis.id,
      await rawFile('huge.jpg', Buffer.alloc(6 * 1024 * 1024, 1))
    )
    huge.assertStatus(422)
    assert.equal(huge.body().message, 'The image is too large: at most 5 MB.')
    const bomb = await uploadImage(
      client,
      admin,
      tennis.id,
      await rawFile(
        'bomb.svg',
        Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'
        )
      )
    )
    bomb.assertStatus(422)
    const [before] = await db.from('badge_images').count('* as total')
    assert.equal(Number(before.total), 0, 'refused uploads store nothing')

    const svg = await uploadImage(
      client,
      admin,
      tennis.id,
      await rawFile(
        'sponsor.svg',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="50" onload="alert(1)"><script>alert(2)</script><image xlink:href="file:///etc/passwd" width="10" height="10"/><rect width="200" height="50" fill="#dc2626"/></svg>'
        )
      )
    )
    svg.assertStatus(200)
    const row = await db.from('badge_images').where('id', svg.body().id).first()
    const stored = Buffer.from(await drive.use().getBytes(row.path))
    const meta = await sharp(stored).metadata()
    assert.equal(meta.format, 'png')
    assert.notInclude(stored.toString('latin1'), 'alert')
    const served = await client
      .get(`/merchant/badge-templates/images/${svg.body().id}`)
      .loginAs(admin)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/png')
  })

  test("the preview draws the unsaved design for a chosen credential and logs no print; another tournament's designer, images and credentials answer 404", async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const holder = await createForm('press', tennis, {
      state: 'approved',
      name: 'Wenceslao',
      lastName: 'Vistaprevia',
    })
    const golfer = await createForm('gpress', golf, { state: 'approved', lastName: 'Golfista' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const found = await client
      .get(`/merchant/badge-templates/${tennis.id}/credentials?search=vistaprev`)
      .loginAs(printer)
      .header('accept', 'application/json')
    found.assertStatus(200)
    assert.deepEqual(
      found.body().map((each: any) => each.id),
      [holder.id]
    )
    const preview = await binary(
      client
        .post(`/merchant/badge-templates/${tennis.id}/preview`)
        .loginAs(printer)
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .header('accept', 'application/pdf, application/json')
        .json({ formId: holder.id, definition: designedTemplate({ backText: 'Sin guardar' }) })
    )
    preview.response.assertStatus(200)
    const text = await pdfText(preview.body)
    assert.include(text, 'Wenceslao')
    assert.include(text, 'Sin guardar')
    assert.deepEqual(await printEntries(holder.id), [])
    assert.equal(await templateRows(), 0, 'a preview saves nothing')

    for (const request of [
      client.get(`/merchant/badge-templates/${golf.id}/design`),
      client.get(`/merchant/badge-templates/${golf.id}/credentials?search=golf`),
      client
        .post(`/merchant/badge-templates/${golf.id}`)
        .withCsrfToken()
        .json({ category: '', basedOn: 0, definition: designedTemplate() }),
      client
        .post(`/merchant/badge-templates/${tennis.id}/preview`)
        .withCsrfToken()
        .json({ formId: golfer.id, definition: designedTemplate() }),
    ]) {
      const response = await request.loginAs(printer).header('accept', 'application/json')
      response.assertStatus(404)
      assert.notInclude(response.text(), 'Golfista')
    }
    const admin = await createUser({ isAdmin: true })
    const logo = await uploadImage(
      client,
      admin,
      golf.id,
      await rawFile(
        'g.png',
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .png()
          .toBuffer()
      )
    )
    const image = await client
      .get(`/merchant/badge-templates/images/${logo.body().id}`)
      .loginAs(printer)
    image.assertStatus(404)
  })

  test('a second print of the same card needs a reason; a replaced card is a new card', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const first = await print(client, printer, { ids: [holder.id] })
    first.response.assertStatus(200)
    const again = await print(client, printer, { ids: [holder.id] })
    again.response.assertStatus(422)
    assert.match(
      JSON.parse(again.body.toString()).message,
      /^1 card was already printed: a reprint needs a reason/
    )
    assert.lengthOf(await printEntries(holder.id), 1, 'nothing logged')
    const reprint = await print(client, printer, { ids: [holder.id], reason: 'misprint' })
    reprint.response.assertStatus(200)
    const entries = await printEntries(holder.id)
    assert.deepEqual(
      entries.map((entry) => entry.reason ?? null),
      [null, 'misprint']
    )
    /** A lost card is replaced (a new code), not reprinted: the new card prints without a reason. */
    const replaced = await client
      .post(`/merchant/systems/${holder.id}/card`)
      .loginAs(printer)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ reason: 'lost', version: 1 })
    assert.oneOf(replaced.status(), [200, 302])
    const newCard = await print(client, printer, { ids: [holder.id] })
    newCard.response.assertStatus(200)
  })
})
