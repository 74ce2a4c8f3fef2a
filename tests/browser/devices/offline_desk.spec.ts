import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'
import { assignRestaurant, createRestaurant } from '#tests/helpers/restaurants'
import { createForm } from '#tests/helpers/form_factory'
import { countRows } from '#tests/helpers/devices'
import { officeFor, pairFromAdminPage, scan } from '#tests/helpers/desk_browser'

test.group('Paired desks in the browser, with and without the network', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(180_000)

  test('two door devices paired from the QR code keep deciding offline; back online, every scan is recorded once', async ({
    browser,
    assert,
  }) => {
    const { tennis, holder } = await pressDoor({ antiPassback: false })
    const office = await officeFor(browser, await createUser({ isAdmin: true }))
    const one = await pairFromAdminPage(browser, office, {
      name: 'Puerta 1',
      kind: 'Puerta',
      tournament: tennis.name,
      place: 'Prensa',
    })
    const two = await pairFromAdminPage(browser, office, {
      name: 'Puerta 2',
      kind: 'Puerta',
      tournament: tennis.name,
      place: 'Prensa',
    })
    for (const device of [one, two]) {
      await device.context.setOffline(true)
      await device.page.getByTestId('desk-online').filter({ hasText: 'Sin conexión' }).waitFor()
    }
    for (let index = 0; index < 10; index++) {
      for (const device of [one, two]) {
        await scan(device.page, holder.code)
        await device.page
          .getByTestId('desk-answer')
          .filter({ hasText: 'Adelante: entrada a Prensa.' })
          .waitFor()
      }
    }
    await scan(one.page, 'NOSUCHBADGE')
    await one.page
      .getByTestId('desk-answer')
      .filter({ hasText: 'Acreditación desconocida.' })
      .waitFor()
    await one.page.getByTestId('desk-queued').filter({ hasText: '11 acciones en cola' }).waitFor()
    await two.page.getByTestId('desk-queued').filter({ hasText: '10 acciones en cola' }).waitFor()
    assert.equal(await countRows('passages'), 0)

    for (const device of [one, two]) {
      await device.context.setOffline(false)
      await device.page.getByTestId('desk-queued').filter({ hasText: 'Nada en cola' }).waitFor()
    }
    assert.equal(await countRows('passages', { offline: true }), 21)
    assert.equal(await countRows('passages', { verdict: 'deny' }), 1)

    // The list shows each device's last report.
    const list = await office.newPage()
    await list.goto('/merchant/devices')
    await list.getByRole('row', { name: /Puerta 1.*Emparejado.*desk-1/ }).waitFor()
    await office.close()
    await one.context.close()
    await two.context.close()
  })

  test('two offline tills serve one holder beyond the balance: the cashier is told, the overdraft is booked and shown', async ({
    browser,
    assert,
  }) => {
    const { tennis } = await pressDoor()
    const restaurant = await createRestaurant('press')
    const holder = await createForm('press', tennis, {
      state: 'approved',
      name: 'Marta',
      lastName: 'Comensal',
    })
    holder.credits = 3
    await holder.save()
    await assignRestaurant(holder, restaurant)
    const office = await officeFor(browser, await createUser({ isAdmin: true }))
    const tills = []
    for (const name of ['Caja 1', 'Caja 2']) {
      tills.push(
        await pairFromAdminPage(browser, office, {
          name,
          kind: 'Caja',
          tournament: tennis.name,
          place: restaurant.name,
        })
      )
    }
    for (const till of tills) {
      await till.context.setOffline(true)
      await till.page.getByTestId('desk-online').filter({ hasText: 'Sin conexión' }).waitFor()
      await scan(till.page, holder.code)
      await till.page.getByTestId('till-balance').filter({ hasText: '3 comidas' }).waitFor()
      await till.page.getByLabel('Comidas').fill('2')
      await till.page.getByRole('button', { name: 'Descontar' }).click()
      await till.page
        .getByTestId('till-notice')
        .filter({ hasText: '2 comidas descontadas SIN CONEXIÓN' })
        .waitFor()
    }
    for (const till of tills) {
      await till.context.setOffline(false)
      await till.page.getByTestId('desk-queued').filter({ hasText: 'Nada en cola' }).waitFor()
    }
    assert.equal(await countRows('restaurant_logs', { form_id: holder.id }), 2)
    const page = await office.newPage()
    await page.goto('/merchant/devices')
    const overdraft = page.getByRole('listitem').filter({ hasText: 'Marta Comensal' })
    await overdraft.filter({ hasText: 'por encima del saldo: 1 comida' }).waitFor()
    await overdraft.getByText(/Caja 1 · 2 comidas · sin red/).waitFor()
    await overdraft.getByText(/Caja 2 · 2 comidas · sin red/).waitFor()
    await office.close()
    for (const till of tills) await till.context.close()
  })

  test('a block decided at the office reaches an online door within 10 s; a revoked device is refused', async ({
    browser,
  }) => {
    const { tennis, holder } = await pressDoor({ antiPassback: false })
    const office = await officeFor(browser, await createUser({ isAdmin: true }))
    const device = await pairFromAdminPage(browser, office, {
      name: 'Puerta viva',
      kind: 'Puerta',
      tournament: tennis.name,
      place: 'Prensa',
    })
    await scan(device.page, holder.code)
    await device.page.getByTestId('desk-answer').filter({ hasText: 'Adelante' }).waitFor()
    await db.from('forms').where('id', holder.id).update({ access_status: 'blocked' })
    const blockedAt = Date.now()
    // Scanned again until the device's copy has the block: it must arrive within 10 s.
    for (;;) {
      await scan(device.page, holder.code)
      const answer = await device.page.getByTestId('desk-answer').textContent()
      if (answer?.includes('Acreditación bloqueada en los accesos.')) break
      if (Date.now() - blockedAt > 10_000) throw new Error(`the block did not arrive: ${answer}`)
      await device.page.waitForTimeout(500)
    }

    const list = await office.newPage()
    await list.goto('/merchant/devices')
    await list.getByRole('button', { name: 'Revocar · Puerta viva' }).click()
    await list.getByText('Dispositivo revocado').waitFor()
    await device.page.getByText('Este dispositivo ha sido revocado').waitFor({ timeout: 10_000 })
    await office.close()
    await device.context.close()
  })
})

test.group('The desk app without the network', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(180_000)

  test('the installed desk opens again after a reload with the network gone, from its service worker', async ({
    browser,
  }) => {
    const { tennis, holder } = await pressDoor({ antiPassback: false })
    const office = await officeFor(browser, await createUser({ isAdmin: true }))
    const device = await pairFromAdminPage(browser, office, {
      name: 'Puerta sin red',
      kind: 'Puerta',
      tournament: tennis.name,
      place: 'Prensa',
    })
    await device.page.evaluate(() => navigator.serviceWorker.ready)
    // The first load was not yet controlled by the worker: once more, online, to fill its cache.
    await device.page.reload()
    await device.page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await device.page.getByTestId('desk-age').filter({ hasText: 'Datos de hace' }).waitFor()
    await device.context.setOffline(true)
    await device.page.reload()
    await device.page.getByTestId('desk-online').filter({ hasText: 'Sin conexión' }).waitFor()
    await scan(device.page, holder.code)
    await device.page
      .getByTestId('desk-answer')
      .filter({ hasText: 'Adelante: entrada a Prensa.' })
      .waitFor()
    await device.page.getByTestId('desk-queued').filter({ hasText: '1 acción en cola' }).waitFor()
    await office.close()
    await device.context.close()
  })
})
