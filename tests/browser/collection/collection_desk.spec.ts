import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { openTournaments } from '#tests/helpers/forms'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'
import { clearSignatures, printedCard } from '#tests/helpers/collection'
import { pdfText } from '#tests/helpers/pdf'

test.group('Collection desk in the browser', (group) => {
  group.each.teardown(() => clearSignatures())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(90_000)

  test('on a tablet, three printed cards are scanned by keyboard, the delegate signs with the pointer, the lists show them collected and the receipt lists them', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const cards = [
      await printedCard('press', tennis, { name: 'Lucía', lastName: 'Primera' }),
      await printedCard('press', tennis, { name: 'Marco', lastName: 'Segundo' }),
      await printedCard('press', tennis, { name: 'Nora', lastName: 'Tercera' }),
    ]
    const user = await createUser({
      name: 'Dora',
      lastName: 'Desk',
      canPrint: true,
      formTypes: JSON.stringify(['press']),
    })
    const page = await logIn(visit, user.email)
    await page.setViewportSize({ width: 1024, height: 768 })

    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Firma' })
      .click()
    await page.getByRole('link', { name: 'Nueva recogida' }).click()
    await page.getByLabel('Nombre', { exact: true }).fill('Pedro')
    await page.getByLabel('Apellidos').fill('Delegado')
    await page.getByLabel('Quién recoge').selectOption('delegate')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByRole('heading', { name: 'Pedro Delegado' }).waitFor()

    await page.locator('#scan:focus').waitFor()
    for (const card of cards) {
      await page.keyboard.type(card.code)
      await page.keyboard.press('Enter')
    }
    for (const card of cards) {
      await page.getByRole('cell', { name: `${card.name} ${card.lastName}` }).waitFor()
    }
    await page.getByText('Tarjetas recogidas: 3').waitFor()
    // A card scanned twice is not added twice.
    await page.keyboard.type(cards[0].code)
    await page.keyboard.press('Enter')
    await page.getByText('Esta tarjeta ya está en la lista.').waitFor()
    assert.equal(await page.getByRole('cell', { name: 'Lucía Primera' }).count(), 1)

    await page.getByLabel(/Acepto las condiciones de privacidad/).check()
    await page.getByTestId('signature-pad').scrollIntoViewIfNeeded()
    const pad = await page.getByTestId('signature-pad').boundingBox()
    await page.mouse.move(pad.x + 20, pad.y + pad.height - 30)
    await page.mouse.down()
    for (let step = 1; step <= 20; step++) {
      await page.mouse.move(
        pad.x + 20 + step * 15,
        pad.y + pad.height - 30 - Math.sin(step / 3) * 40
      )
    }
    await page.mouse.up()
    await page.getByRole('button', { name: 'Firmar y entregar' }).click()
    await page.getByText('Firmada: las tarjetas están recogidas.').waitFor()
    const receipt = page.getByRole('link', { name: 'Imprimir justificante' })
    await receipt.waitFor()
    assert.equal(await page.locator('#scan').count(), 0, 'a signed collection takes no more scans')

    const pdf = await page.request.get(await receipt.getAttribute('href'))
    assert.equal(pdf.headers()['content-type'], 'application/pdf')
    const text = await pdfText(await pdf.body())
    for (const words of [
      'Justificante de recogida',
      'Pedro Delegado',
      'Lucía Primera',
      'Marco Segundo',
      'Nora Tercera',
      'Dora Desk',
    ]) {
      assert.include(text, words)
    }

    await page.goto('/merchant/mform/press?list=new')
    for (const card of cards) {
      const row = page.getByRole('row', { name: new RegExp(card.lastName) })
      await row.getByText('Recogida').waitFor()
    }
  })
})
