import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'

/** The live page's shown figure for a zone once it reads `value`. */
async function insideShows(page: any, zoneId: number, value: string) {
  await page
    .getByTestId(`inside-${zoneId}`)
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor()
}

test.group('Door check in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(90_000)

  test('a steward on a phone admits one badge and refuses another by wedge; the dashboard counts live; the evacuation list names who is inside', async ({
    browser,
    assert,
  }) => {
    const { tennis, zone, steward, holder } = await pressDoor()
    const stranger = await createForm('press', tennis, {
      state: 'approved',
      name: 'Luis',
      lastName: 'Sinzona',
    })
    const admin = await createUser({ isAdmin: true })
    const baseURL = `http://${process.env.HOST}:${process.env.PORT}`

    const office = await browser.newContext({ baseURL })
    await office.loginAs(admin)
    const dashboard = await office.newPage()
    await dashboard.goto('/merchant/occupancy')
    await dashboard.getByRole('heading', { name: 'Ocupación' }).waitFor()
    await dashboard.getByText('En directo').waitFor()
    await insideShows(dashboard, zone.id, '0')
    // Gone if the page is reloaded: the counts below must arrive without one.
    await dashboard.evaluate(() => ((window as any).sameDocument = true))

    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    await phone.loginAs(steward)
    const page = await phone.newPage()
    await page.goto('/merchant')
    await page.getByRole('button', { name: 'Menú' }).click()
    await page.getByRole('link', { name: 'Control de puertas' }).click()
    await page.getByRole('heading', { name: 'Prensa door 1' }).waitFor()
    await page.locator('#scan:focus').waitFor()

    // A keyboard-wedge scanner types the code and Enter: no tap, before or after.
    await page.keyboard.type(holder.code)
    await page.keyboard.press('Enter')
    const answer = page.getByTestId('door-answer')
    await answer.filter({ hasText: 'Adelante: entrada a Prensa.' }).waitFor()
    assert.equal(await answer.getAttribute('data-verdict'), 'admit')
    await answer.getByText('Ana Periodista').waitFor()
    await insideShows(dashboard, zone.id, '1')

    await page.keyboard.type(stranger.code)
    await page.keyboard.press('Enter')
    await answer.filter({ hasText: 'Sin permiso para Prensa.' }).waitFor()
    assert.equal(await answer.getAttribute('data-verdict'), 'deny')
    await answer.getByText('Luis Sinzona').waitFor()
    await insideShows(dashboard, zone.id, '1')
    assert.isTrue(await dashboard.evaluate(() => (window as any).sameDocument === true))

    await dashboard.getByRole('link', { name: /Quién está dentro.*Prensa/ }).click()
    await dashboard.getByRole('heading', { name: 'Dentro de Prensa ahora' }).waitFor()
    await dashboard.getByTestId('inside-count').filter({ hasText: '1 persona dentro' }).waitFor()
    await dashboard.getByRole('cell', { name: 'Periodista' }).waitFor()
    assert.equal(await dashboard.getByRole('cell', { name: 'Sinzona' }).count(), 0)
    await office.close()
    await phone.close()
  })
})

test.group('Zones and doors in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(90_000)

  test('the zone page checks rules as typed (the engine folder bundled for the page) and previews a badge', async ({
    browserContext,
    visit,
  }) => {
    const { zone, holder } = await pressDoor({ opensAt: '00:00', closesAt: '23:59' })
    await browserContext.loginAs(await createUser({ isAdmin: true }))
    const page = await visit(`/merchant/zones/${zone.id}/edit`)
    await page.getByRole('heading', { name: 'Zona Prensa' }).waitFor()
    const rules = page.getByLabel('Reglas de este torneo (JSON logic)')
    await rules.fill('[{"if": {"cat": ["a"]}, "message": {"es": "No", "en": "No"}}]')
    await page.getByText('Una regla solo puede usar var').waitFor()
    await rules.fill(
      '[{"if": {"==": [{"var": "credential.type"}, "press"]}, "message": {"es": "Prensa hoy no.", "en": "No press today."}}]'
    )
    await page.getByText('Una regla solo puede usar var').waitFor({ state: 'detached' })
    await page.getByLabel('Código de la acreditación').fill(holder.code)
    await page.getByLabel('Hora', { exact: true }).fill('12:00')
    await page.getByRole('button', { name: 'Comprobar' }).click()
    await page
      .getByTestId('rule-preview')
      .filter({ hasText: 'Denegado: Ana Periodista · Prensa hoy no.' })
      .waitFor()
  })
})
