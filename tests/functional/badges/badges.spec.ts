import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import Permission from '#models/permission'
import { clearStoredRequestFiles, lastYearOf, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import {
  binary,
  NAMES_IN_EVERY_SCRIPT,
  pdfBarcodes,
  pdfColorAt,
  pdfText,
  plainText,
} from '#tests/helpers/pdf'

async function printLogs(ids: number[]) {
  const rows = await db.from('form_logs').where('type', 'print').whereIn('form_id', ids)
  return rows.map((row) => Number(row.form_id)).sort((a, b) => a - b)
}

/** The preview: a GET link that logs no print. */
function badges(client: any, user: any, query: string, locale = 'en') {
  return binary(
    client
      .get(`/merchant/systems/pdfs?${query}`)
      .loginAs(user)
      .withPlainCookie('locale', locale)
      .header('accept', 'application/pdf, application/json')
  )
}

/** Printing: a POST with the CSRF token, each badge logged as printed. */
function print(client: any, user: any, ids: unknown, locale = 'en') {
  return binary(
    client
      .post('/merchant/systems/pdfs')
      .loginAs(user)
      .withCsrfToken()
      .withPlainCookie('locale', locale)
      .header('accept', 'application/pdf, application/json')
      .json({ ids })
  )
}

test.group('Badges', (group) => {
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  test('names in Chinese, Japanese, Korean, Arabic, Cyrillic and Greek print with their glyphs', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const forms = []
    for (const holder of NAMES_IN_EVERY_SCRIPT) {
      forms.push(await createForm('press', tennis, { state: 'approved', ...holder }))
    }
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const { response, body } = await badges(client, user, `ids=${forms.map((f) => f.id).join(',')}`)
    response.assertStatus(200)
    const text = plainText(await pdfText(body))
    for (const { name, lastName } of NAMES_IN_EVERY_SCRIPT) {
      assert.include(text, name)
      assert.include(text, lastName)
    }
  })

  test('three badges: each name, code and zone in the text, each barcode and QR decodes to the code; printing logs them', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const template = await Permission.create({
      name: 'Prensa',
      flags: JSON.stringify({ 'Sala de prensa': 1, 'Pista central': 1, 'Vestuarios': 0 }),
    })
    const photo = 'forms/badge-photo.jpg'
    await drive.use().put(
      photo,
      await sharp({ create: { width: 300, height: 400, channels: 3, background: '#a07050' } })
        .jpeg()
        .toBuffer()
    )
    const forms = [
      await createForm('press', tennis, {
        state: 'approved',
        name: 'Íñigo',
        lastName: 'Álvarez',
        photoPath: photo,
      }),
      await createForm('line', tennis, { state: 'approved', name: 'Berta', lastName: 'Línea' }),
      await createForm('volunteer', tennis, {
        state: 'approved',
        name: 'Carla',
        lastName: 'Voluntaria',
      }),
    ]
    forms[0].permissionId = template.id
    forms[0].customPermission = JSON.stringify({ 'Zona mixta': 1, 'Pista central': 0 })
    forms[1].rfid = '04A31B22'
    for (const form of forms) await form.save()
    const waiting = await createForm('press', tennis, { name: 'Wanda', lastName: 'Waiting' })
    const user = await createUser({
      canPrint: true,
      formTypes: JSON.stringify(['press', 'line', 'volunteer']),
    })
    const ids = [...forms.map((form) => form.id), waiting.id].join(',')

    const preview = await badges(client, user, `ids=${ids}`)
    preview.response.assertStatus(200)
    assert.equal(preview.response.header('content-type'), 'application/pdf')
    assert.equal(preview.response.header('x-not-valid-for-print'), String(waiting.id))
    assert.equal(
      decodeURIComponent(preview.response.header('x-not-valid-for-print-names')),
      'Wanda Waiting'
    )
    assert.deepEqual(
      await printLogs([...forms.map((form) => form.id), waiting.id]),
      [],
      'a preview logs nothing'
    )

    const text = await pdfText(preview.body)
    for (const form of forms) {
      assert.include(text, form.name)
      assert.include(text, form.lastName)
      assert.include(text, form.code)
    }
    assert.include(text, 'Sala de prensa')
    assert.include(text, 'Zona mixta')
    assert.notInclude(text, 'Pista central', "the request's own 0 takes the template's zone away")
    assert.notInclude(text, 'Vestuarios')
    assert.include(text, 'RFID 04A31B22')
    /** The tournament's name already holds its year: the badge does not repeat it. */
    assert.include(text, tennis.name)
    assert.notInclude(text, `${tennis.year} ${tennis.year}`)
    assert.notInclude(text, 'Wanda')

    const pages = await pdfBarcodes(preview.body)
    assert.lengthOf(pages, 3, 'one badge per page')
    pages.forEach((decoded, index) => {
      assert.include(decoded, `CODE-128:${forms[index].code}`)
      assert.include(decoded, `QR-Code:${forms[index].code}`)
    })

    const printed = await print(client, user, ids)
    printed.response.assertStatus(200)
    assert.equal(printed.response.header('x-not-valid-for-print'), String(waiting.id))
    assert.deepEqual(
      await printLogs([...forms.map((form) => form.id), waiting.id]),
      forms.map((form) => form.id).sort((a, b) => a - b)
    )
  })

  test('nothing printable is refused with the requests named, in the staff language; other types are not valid for print', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const ballboy = await createForm('ballboy', tennis, { state: 'approved' })
    const waiting = await createForm('press', tennis)
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const refused = await client
      .post('/merchant/systems/pdfs')
      .loginAs(user)
      .withCsrfToken()
      .withPlainCookie('locale', 'es')
      .header('accept', 'application/json')
      .json({ ids: `${ballboy.id},${waiting.id},abc,-4` })
    refused.assertStatus(422)
    assert.deepEqual(refused.body().notValidForPrint, [ballboy.id, waiting.id])
    assert.match(
      refused.body().message,
      /^Ninguna de las solicitudes seleccionadas se puede imprimir/
    )
    /** Staff read names, not ids; a request of a type they do not review is only counted. */
    assert.isTrue(
      refused
        .body()
        .message.endsWith(
          `No válidas para imprimir: ${waiting.name} ${waiting.lastName}, 1 solicitud de un tipo que no revisas.`
        ),
      refused.body().message
    )
    assert.deepEqual(await printLogs([ballboy.id, waiting.id]), [])
  })

  test('the A6 size and the category colour come from the tournament', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    tennis.badgeFormat = 'a6'
    tennis.badgeColors = JSON.stringify({ press: '#1d4ed8' })
    await tennis.save()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const { body } = await badges(client, user, `ids=${form.id}`)
    const pdf = body.toString('latin1')
    const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? []
    assert.approximately(Number(width), 297.64, 0.5)
    assert.approximately(Number(height), 419.53, 0.5)
    // The band is filled with the category's colour, #1d4ed8.
    assert.deepEqual(await pdfColorAt(body, 5, 5), [0x1d, 0x4e, 0xd8])
    form.color = '#dc2626'
    await form.save()
    const own = await badges(client, user, `ids=${form.id}`)
    assert.deepEqual(
      await pdfColorAt(own.body, 5, 5),
      [0xdc, 0x26, 0x26],
      "the request's own colour wins"
    )
  })

  test('a link never prints: GET with print=true is a preview that logs nothing; printing is a POST with CSRF', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const link = await badges(client, user, `ids=${form.id}&print=true`)
    link.response.assertStatus(200)
    assert.isNotOk(link.response.header('x-printed'))
    assert.deepEqual(await printLogs([form.id]), [], 'a link marks nothing printed')

    const forged = await client
      .post('/merchant/systems/pdfs')
      .loginAs(user)
      .header('accept', 'application/json')
      .json({ ids: [form.id] })
    assert.notEqual(forged.status(), 200, 'a cross-site POST without the token is refused')
    assert.deepEqual(await printLogs([form.id]), [])

    const printed = await print(client, user, [form.id])
    printed.response.assertStatus(200)
    assert.equal(printed.response.header('x-printed'), String(form.id))
    assert.deepEqual(await printLogs([form.id]), [form.id])
  })

  test("only this year's approved credentials print: last year's approved request is not valid for print", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const previous = await lastYearOf(tennis)
    const old = await createForm('press', previous, { state: 'approved', lastName: 'Pasado' })
    const current = await createForm('press', tennis, { state: 'approved', lastName: 'Presente' })
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const printed = await print(client, user, [old.id, current.id])
    printed.response.assertStatus(200)
    assert.equal(printed.response.header('x-not-valid-for-print'), String(old.id))
    const text = await pdfText(printed.body)
    assert.include(text, 'Presente')
    assert.notInclude(text, 'Pasado')
    assert.deepEqual(await printLogs([old.id, current.id]), [current.id])
  })

  test('the file access log names every badge of a bulk print, on each request', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const forms = []
    for (let index = 0; index < 25; index++) {
      forms.push(await createForm('press', tennis, { state: 'approved' }))
    }
    const ids = forms.map((form) => form.id)
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const printed = await print(client, user, ids)
    printed.response.assertStatus(200)
    const rows = await db
      .from('file_access_logs')
      .where({ kind: 'badges', user_id: user.id })
      .orderBy('form_id')
    assert.deepEqual(
      rows.map((row) => Number(row.form_id)),
      [...ids].sort((a, b) => a - b)
    )
    assert.isTrue(rows.every((row) => row.detail === 'print of 25'))
  })
})
