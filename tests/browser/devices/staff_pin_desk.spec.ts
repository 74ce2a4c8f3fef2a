import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'
import { officeFor, pairFromAdminPage, scan } from '#tests/helpers/desk_browser'

test.group('A paired desk asks who works it', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(180_000)

  test('the admin sets a PIN and asks for it; the desk refuses a wrong PIN, then names who works and shows the photo', async ({
    browser,
    assert,
  }) => {
    const { tennis, holder } = await pressDoor({ antiPassback: false })
    holder.photoPath = `forms/desk-photo-${holder.id}.jpg`
    await drive.use().put(
      holder.photoPath,
      await sharp({ create: { width: 90, height: 120, channels: 3, background: '#806040' } })
        .jpeg()
        .toBuffer()
    )
    await holder.save()
    const worker = await createUser({ name: 'Lucía', lastName: 'Portera' })
    const office = await officeFor(browser, await createUser({ isAdmin: true }))

    const users = await office.newPage()
    await users.goto(`/merchant/user/${worker.id}/edit`)
    await users.getByLabel('PIN de puesto').fill('4821')
    await users.getByRole('button', { name: 'Guardar' }).click()
    await users.waitForURL(/\/merchant\/user$/)
    await users.close()

    const device = await pairFromAdminPage(browser, office, {
      name: 'Puerta PIN',
      kind: 'Puerta',
      tournament: tennis.name,
      place: 'Prensa',
    })
    const settings = await office.newPage()
    await settings.goto('/merchant/devices')
    await settings.getByRole('link', { name: 'Puerta PIN' }).click()
    await settings.getByLabel('Pedir un PIN de personal en este dispositivo').check()
    await settings.getByRole('button', { name: 'Guardar' }).click()
    await settings.getByText('Actualizado').first().waitFor()
    await settings.reload()
    assert.isTrue(
      await settings.getByLabel('Pedir un PIN de personal en este dispositivo').isChecked()
    )

    const { page } = device
    await page.getByRole('heading', { name: '¿Quién trabaja en este puesto?' }).waitFor()
    await page.getByLabel('Tu nombre').selectOption({ label: 'Lucía Portera' })
    await page.getByLabel('PIN', { exact: true }).fill('1111')
    await page.getByRole('button', { name: 'Empezar a trabajar' }).click()
    await page.getByRole('alert').filter({ hasText: 'Ese PIN no es correcto' }).waitFor()
    await page.getByLabel('PIN', { exact: true }).fill('4821')
    await page.getByRole('button', { name: 'Empezar a trabajar' }).click()
    await page.getByTestId('desk-staff').filter({ hasText: 'Trabajando: Lucía Portera' }).waitFor()

    await scan(page, holder.code)
    await page.getByTestId('desk-answer').filter({ hasText: 'Adelante' }).waitFor()
    await page.getByTestId('desk-photo').waitFor()
    await page.getByTestId('desk-queued').filter({ hasText: 'Nada en cola' }).waitFor()
    const passage = await db.from('passages').where('form_id', holder.id).first()
    assert.equal(passage.staff_user_id, worker.id)
    await office.close()
    /** The paired desk keeps syncing while its context is open: it must not reach the next test. */
    await device.context.close()
  })
})
