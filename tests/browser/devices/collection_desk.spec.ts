import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/users'
import { openTournaments } from '#tests/helpers/forms'
import { clearSignatures, printedCard } from '#tests/helpers/collection'
import { officeFor, pairFromAdminPage, scan } from '#tests/helpers/desk_browser'

test.group('A paired collection desk in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // Pairing is throttled per address: a clean count before, and for the next file after.
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    await limiter.clear()
    await clearSignatures()
  })
  group.each.timeout(180_000)

  test('paired from the QR code on a phone, two cards are scanned by keyboard, the delegate signs, and the Sign desk lists it signed', async ({
    browser,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const cards = [
      await printedCard('press', tennis, { name: 'Lucía', lastName: 'Primera' }),
      await printedCard('press', tennis, { name: 'Marco', lastName: 'Segundo' }),
    ]
    const elsewhere = await printedCard('gpress', golf, { name: 'Gala', lastName: 'Golfista' })
    const office = await officeFor(browser, await createUser({ isAdmin: true }))
    const device = await pairFromAdminPage(browser, office, {
      name: 'Recogida 1',
      kind: 'Puesto de recogida',
      tournament: tennis.name,
    })
    try {
      const { page } = device
      await page.setViewportSize({ width: 390, height: 844 })
      await page
        .getByRole('heading', { name: `Recogida de acreditaciones · ${tennis.name}` })
        .waitFor()

      for (const card of cards) await scan(page, card.code)
      const list = page.getByTestId('collection-cards')
      await list.getByText('Lucía Primera', { exact: true }).waitFor()
      await list.getByText('Marco Segundo', { exact: true }).waitFor()
      await page.getByText('Tarjetas recogidas: 2').waitFor()
      // A repeated scan and another tournament's card add nothing; Enter confirmed nothing.
      await scan(page, cards[0].code)
      await page
        .getByTestId('collection-notice')
        .filter({ hasText: 'ya está en la lista' })
        .waitFor()
      await scan(page, elsewhere.code)
      await page
        .getByTestId('collection-notice')
        .filter({ hasText: 'Ninguna acreditación del torneo de este año' })
        .waitFor()
      assert.equal(await list.getByRole('listitem').count(), 2)
      assert.equal(
        await db
          .from('collectives')
          .count('* as total')
          .first()
          .then((r) => Number(r.total)),
        0
      )

      await page.getByLabel('Nombre', { exact: true }).fill('Pedro')
      await page.getByLabel('Apellidos', { exact: true }).fill('Delegado')
      await page.getByLabel('Documento', { exact: true }).fill('X1234567')
      // Without the network the screen says nothing is saved, keeps its list and offers no save.
      await device.context.setOffline(true)
      await page.getByTestId('desk-online').filter({ hasText: 'Sin conexión' }).waitFor()
      await page.getByTestId('collection-offline').waitFor()
      assert.isTrue(
        await page.getByRole('button', { name: 'Guardar para firmar después' }).isDisabled()
      )
      await scan(page, elsewhere.code)
      await page
        .getByTestId('collection-notice')
        .filter({ hasText: 'no se ha podido comprobar esta tarjeta' })
        .waitFor()
      assert.equal(await list.getByRole('listitem').count(), 2)
      await device.context.setOffline(false)
      await page.getByTestId('desk-online').filter({ hasText: 'Con conexión' }).waitFor()

      await page.getByLabel(/Acepto las condiciones de privacidad/).check()
      await page.getByTestId('signature-pad').scrollIntoViewIfNeeded()
      const pad = (await page.getByTestId('signature-pad').boundingBox())!
      await page.mouse.move(pad.x + 20, pad.y + pad.height - 30)
      await page.mouse.down()
      for (let step = 1; step <= 16; step++) {
        await page.mouse.move(
          pad.x + 20 + step * 15,
          pad.y + pad.height - 30 - Math.sin(step / 3) * 40
        )
      }
      await page.mouse.up()
      await page.getByRole('button', { name: 'Firmar y entregar' }).click()
      await page
        .getByTestId('collection-notice')
        .filter({ hasText: 'Firmada: 2 tarjetas recogidas por Pedro Delegado.' })
        .waitFor()
      await page.getByRole('button', { name: 'Siguiente persona' }).waitFor()

      const staff = await office.newPage()
      await staff.goto('/merchant/signature')
      const row = staff.getByRole('row', { name: /Pedro Delegado/ })
      await row.getByText('Firmada').waitFor()
      assert.equal(await row.getByRole('cell').nth(2).innerText(), '2')
      await staff.goto('/merchant/mform/press?list=new')
      for (const card of cards) {
        await staff
          .getByRole('row', { name: new RegExp(card.lastName) })
          .getByText('Recogida')
          .waitFor()
      }
    } finally {
      await office.close()
      /** The paired desk keeps syncing while its context is open: it must not reach the next test. */
      await device.context.close()
    }
  })
})
