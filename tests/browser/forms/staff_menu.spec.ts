import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import { openTournaments, lastYearOf } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { PHONE } from '#tests/helpers/browser_forms'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'

test.group('Staff menu in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(60_000)

  test('on a phone the menu waits behind a button and shows only what the user may use, grouped', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press', 'gpress']) })
    const page = await logIn(visit, user.email)
    await page.setViewportSize(PHONE)
    const menu = page.getByRole('navigation', { name: 'Menú' })
    assert.isFalse(await menu.isVisible(), 'collapsed on a phone')

    const toggle = page.getByRole('button', { name: 'Menú' })
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    await toggle.click()
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
    await menu.waitFor()
    const headings = await menu.getByRole('heading').allTextContents()
    assert.deepEqual(
      headings.map((text: string) => text.toLowerCase()),
      ['inicio', 'solicitudes de tenis', 'solicitudes de golf']
    )
    const links = await menu.getByRole('link').allTextContents()
    /** Reports: the requests and backlog reports are every staff member's (of their own types). */
    assert.deepEqual(links, ['Inicio', 'Informes', 'Prensa', 'Prensa golf'])

    await menu.getByRole('link', { name: 'Prensa', exact: true }).click()
    await page.getByRole('heading', { name: 'Prensa', exact: true }).waitFor()
    assert.isFalse(await menu.isVisible(), 'a visit closes it again')
  })

  test('an administrator finds every screen, players, guests, massive update and clear cache among them', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const page = await logIn(visit, admin.email)
    await page.setViewportSize({ width: 1366, height: 768 })
    const menu = page.getByRole('navigation', { name: 'Menú' })
    assert.isTrue(await menu.isVisible(), 'always shown on a wide screen')
    const links = await menu.getByRole('link').allTextContents()
    for (const name of [
      'Jugadores',
      'Invitados',
      'Actualización masiva',
      'Limpiar caché',
      'Usuarios',
    ])
      assert.include(links, name)
  })

  test('the home page counts what the menu’s lists show: this year’s tournament', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const previous = await lastYearOf(tennis)
    await createForm('press', tennis, { lastName: 'Actual' })
    await createForm('press', tennis, { lastName: 'Actual dos' })
    await createForm('press', previous, { lastName: 'Antigua', createdAt: DateTime.now() } as any)
    const user = await createUser({ formTypes: JSON.stringify(['press']) })
    const page = await logIn(visit, user.email)
    const counted = await page
      .getByRole('row', { name: /Prensa/ })
      .getByRole('cell')
      .first()
      .textContent()
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Prensa' })
      .click()
    await page.getByRole('heading', { name: 'Prensa', exact: true }).waitFor()
    await page.getByText(`${counted} solicitudes`, { exact: true }).waitFor()
    assert.equal(counted, '2')
    assert.lengthOf(await page.getByRole('link', { name: 'Antigua' }).all(), 0)
  })
})
