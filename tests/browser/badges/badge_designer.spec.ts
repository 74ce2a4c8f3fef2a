import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import { clearStoredRequestFiles, openTournaments, rawFile } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'
import { pdfBarcodes, pdfText } from '#tests/helpers/pdf'
import {
  blobBytes,
  clearTemplateImages,
  pdfPageSizes,
  pdfWords,
  PT_PER_MM,
} from '#tests/helpers/badge_templates'

/** The saved design of the tennis press template. */
async function savedDesign(tournamentId: number) {
  const row = await db
    .from('badge_templates as t')
    .join('badge_template_versions as v', (join) =>
      join.on('v.template_id', 't.id').andOn('v.version', 't.current_version')
    )
    .where({ 't.tournament_id': tournamentId, 't.category': 'press' })
    .select('v.definition', 'v.version')
    .first()
  return row ? { version: Number(row.version), ...JSON.parse(row.definition) } : null
}

test.group('The badge designer in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.teardown(() => clearTemplateImages())
  group.each.timeout(180_000)

  test('the admin drags the name and resizes the QR on the card, nudges and undoes by keyboard, adds a second side and a centred logo, saves millimetres, previews the PDF with a chosen credential and prints it there', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, {
      state: 'approved',
      name: 'Ramona',
      lastName: 'Arrastrada',
    })
    const admin = await createUser({ isAdmin: true })
    const page = await logIn(visit, admin.email)
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Diseño de acreditaciones' })
      .click()
    await page.getByRole('heading', { name: 'Diseño de acreditaciones' }).waitFor()
    await page.getByRole('link', { name: `Diseñar Prensa · ${tennis.name}` }).click()
    const canvas = page.getByTestId('design-canvas')
    await canvas.waitFor()
    const scale = Number(await canvas.getAttribute('data-px-per-mm'))
    assert.approximately(scale, (96 / 25.4) * 2, 0.01, 'true size at 200 %')

    /** The standard layout's name starts at 66 pt × 22 pt; dragged 10 mm left and 5 mm down. */
    const name = canvas.locator('[data-kind="name"]')
    const box = (await name.boundingBox())!
    await page.mouse.move(box.x + 10, box.y + 5)
    await page.mouse.down()
    await page.mouse.move(box.x + 10 - 10 * scale, box.y + 5 + 5 * scale, { steps: 12 })
    await page.mouse.up()
    const expectedX = Math.round((66 / PT_PER_MM - 10) * 2) / 2
    const expectedY = Math.round((22 / PT_PER_MM + 5) * 2) / 2
    await page.getByRole('spinbutton', { name: 'X (mm)' }).waitFor()
    assert.equal(
      await page.getByRole('spinbutton', { name: 'X (mm)' }).inputValue(),
      String(expectedX)
    )
    assert.equal(
      await page.getByRole('spinbutton', { name: 'Y (mm)' }).inputValue(),
      String(expectedY)
    )

    /** Arrow right nudges half a millimetre; Ctrl+Z takes it back. */
    await canvas.focus()
    await page.keyboard.press('ArrowRight')
    assert.equal(
      await page.getByRole('spinbutton', { name: 'X (mm)' }).inputValue(),
      String(expectedX + 0.5)
    )
    await canvas.focus()
    await page.keyboard.press('Control+z')
    assert.equal(
      await page.getByRole('spinbutton', { name: 'X (mm)' }).inputValue(),
      String(expectedX)
    )

    /** The QR resized by its corner: 4 mm wider and higher. */
    const qr = canvas.locator('[data-kind="qr"]')
    await qr.click({ position: { x: 3, y: 3 } })
    const handle = qr.getByTestId('resize-handle')
    const corner = (await handle.boundingBox())!
    const qrWidth = Number(await page.getByRole('spinbutton', { name: 'Ancho (mm)' }).inputValue())
    await page.mouse.move(corner.x + 2, corner.y + 2)
    await page.mouse.down()
    await page.mouse.move(corner.x + 2 - 4 * scale, corner.y + 2 - 4 * scale, { steps: 8 })
    await page.mouse.up()
    const resized = Number(await page.getByRole('spinbutton', { name: 'Ancho (mm)' }).inputValue())
    assert.approximately(resized, qrWidth - 4, 0.51)

    /** Two sides; a logo uploaded (checked by the server) lands on the front, centred. */
    await page.getByLabel('Caras').selectOption('2')
    await page.getByRole('tab', { name: 'Cara 2' }).waitFor()
    await page.getByLabel('Subir una imagen (PNG, JPEG o SVG, hasta 5 MB)').setInputFiles(
      await rawFile(
        'logo.png',
        await sharp({ create: { width: 300, height: 100, channels: 3, background: '#be123c' } })
          .png()
          .toBuffer()
      )
    )
    await canvas.locator('[data-kind="image"] img').waitFor()
    await page.getByRole('button', { name: 'Centrar en horizontal' }).click()
    const logoWidth = Number(
      await page.getByRole('spinbutton', { name: 'Ancho (mm)' }).inputValue()
    )
    assert.equal(
      await page.getByRole('spinbutton', { name: 'X (mm)' }).inputValue(),
      String(Math.round(((85.6 - logoWidth) / 2) * 100) / 100)
    )

    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Plantilla guardada: versión 1.').waitFor()
    const saved = await savedDesign(tennis.id)
    assert.equal(saved!.version, 1)
    const savedName = saved!.sides[0].elements.find((e: any) => e.kind === 'name')
    assert.equal(savedName.x, expectedX)
    assert.equal(savedName.y, expectedY)
    const savedQr = saved!.sides[0].elements.find((e: any) => e.kind === 'qr')
    assert.approximately(savedQr.width, resized, 0.001)
    assert.lengthOf(saved!.sides, 2)
    const savedLogo = saved!.sides[0].elements.find((e: any) => e.kind === 'image')
    assert.isNumber(savedLogo.imageId)
    assert.approximately(savedLogo.x + savedLogo.width / 2, 85.6 / 2, 0.01)

    /** The preview: the credential found by search, drawn by the server as the PDF that prints. */
    await page.getByLabel('Acreditación para la vista previa').fill('arrastr')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await page.getByRole('button', { name: 'Ramona Arrastrada' }).click()
    const frame = page.getByTestId('design-preview')
    await frame.waitFor()
    const previewText = await pdfText(await blobBytes(page, (await frame.getAttribute('src'))!))
    assert.include(previewText, 'Ramona')
    assert.include(previewText, holder.code)
    const [logs] = await db
      .from('form_logs')
      .where({ form_id: holder.id, type: 'print' })
      .count('* as total')
    assert.equal(Number(logs.total), 0, 'a preview prints nothing')

    /** Printed from the console: the name where it was dropped, the codes readable. */
    await page.goto('/merchant/systems')
    await page.getByRole('checkbox', { name: 'Seleccionar a Ramona Arrastrada' }).check()
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Imprimir acreditaciones' }).click()
    const opened = await popup
    await opened.waitForURL(/^blob:/)
    const pdf = await blobBytes(page, opened.url())
    assert.lengthOf(pdfPageSizes(pdf), 2, 'a page per side')
    const words = await pdfWords(pdf)
    const first = words.find((word) => word.text === 'Ramona')!
    const last = words.find((word) => word.text === 'Arrastrada')!
    assert.approximately(first.xMin, expectedX * PT_PER_MM, 1.5)
    assert.approximately(first.yMin, expectedY * PT_PER_MM, 3)
    assert.isAbove(last.yMin, first.yMin, 'the last name under the name')
    assert.approximately(first.yMax - first.yMin, 9 * 1.17, 2, 'the name at its size')
    const [codes] = await pdfBarcodes(pdf)
    assert.includeMembers(codes, [`CODE-128:${holder.code}`, `QR-Code:${holder.code}`])
  })

  test('an image uploaded by mistake is removed from the library with its file; one on the card is not, nor one a saved version shows', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const page = await logIn(visit, admin.email)
    await page.goto(`/merchant/badge-templates/${tennis.id}/design?category=press`)
    const canvas = page.getByTestId('design-canvas')
    await canvas.waitFor()
    const upload = async (name: string) => {
      await page.getByLabel('Subir una imagen (PNG, JPEG o SVG, hasta 5 MB)').setInputFiles(
        await rawFile(
          name,
          await sharp({ create: { width: 120, height: 40, channels: 3, background: '#0f766e' } })
            .png()
            .toBuffer()
        )
      )
      await page.getByRole('button', { name: `Quitar ${name}` }).waitFor()
    }
    page.on('dialog', (dialog: any) => dialog.accept())

    /** The upload lands on the card: it is not removed from under the design on screen. */
    await upload('equivocada.png')
    const library = page.getByRole('region', { name: 'Imágenes del torneo' })
    await library.getByRole('button', { name: 'Quitar equivocada.png' }).click()
    await page
      .getByText('El diseño en pantalla usa equivocada.png: quítala de la tarjeta antes.')
      .waitFor()
    await page.getByRole('button', { name: 'Quitar elemento' }).click()
    await canvas.locator('[data-kind="image"]').waitFor({ state: 'detached' })
    const row = await db.from('badge_images').where('name', 'equivocada.png').firstOrFail()
    await library.getByRole('button', { name: 'Quitar equivocada.png' }).click()
    await page.getByText('Imagen equivocada.png quitada.').waitFor()
    await library
      .getByRole('button', { name: 'Quitar equivocada.png' })
      .waitFor({ state: 'detached' })
    assert.isNull(await db.from('badge_images').where('id', row.id).first())

    /** A logo saved in version 1 and then taken off the card stays: the server says which version shows it. */
    await upload('patrocinio.png')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Plantilla guardada: versión 1.').waitFor()
    await canvas.locator('[data-kind="image"]').click()
    await page.getByRole('button', { name: 'Quitar elemento' }).click()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Plantilla guardada: versión 2.').waitFor()
    await library.getByRole('button', { name: 'Quitar patrocinio.png' }).click()
    await page.getByText('La imagen se queda: la muestran diseños guardados (Prensa v1)').waitFor()
    assert.isNotNull(await db.from('badge_images').where('name', 'patrocinio.png').first())
  })
})
