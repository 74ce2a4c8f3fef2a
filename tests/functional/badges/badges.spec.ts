import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import Permission from '#models/permission'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { binary, pdfBarcodes, pdfColorAt, pdfText } from '#tests/helpers/pdf'

async function printLogs(ids: number[]) {
  const rows = await db.from('form_logs').where('type', 'print').whereIn('form_id', ids)
  return rows.map((row) => Number(row.form_id)).sort((a, b) => a - b)
}

function badges(client: any, user: any, query: string, locale = 'en') {
  return binary(
    client
      .get(`/merchant/systems/pdfs?${query}`)
      .loginAs(user)
      .withPlainCookie('locale', locale)
      .header('accept', 'application/pdf, application/json')
  )
}

test.group('Badges', (group) => {
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

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

    const printed = await badges(client, user, `ids=${ids}&print=true`)
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
      .get(`/merchant/systems/pdfs?ids=${ballboy.id},${waiting.id},abc,-4&print=true`)
      .loginAs(user)
      .withPlainCookie('locale', 'es')
      .header('accept', 'application/json')
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
})
