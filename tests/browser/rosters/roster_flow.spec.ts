import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { officeFor } from '#tests/helpers/desk_browser'
import { ballKid, position, rosterTournament, shift, volunteer } from '#tests/helpers/rosters'
import { rosterSettings } from '#services/rosters/roster_world'

test.group('Rosters in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test("an admin defines a position and a shift, runs the assignment, a minor's late shift is refused, publishes; a wedge scan checks in and out and the meal credit appears once", async ({
    browser,
    assert,
  }) => {
    const { tennis, admin, day } = await rosterTournament()
    const settings = await rosterSettings(tennis.id)
    settings.mealMinMinutes = 0
    await settings.save()
    const courts = await position(tennis, 'Pista 3', ['ballboy'])
    await shift(courts, day(0), '00:00', '06:00', { min: 1, max: 1 })
    await shift(courts, day(0), '16:00', '22:00', { min: 0, max: 1 })
    const marie = await volunteer(tennis, 'Marie')
    await ballKid(tennis, 'Lucia')
    const today = day(0)

    const office = await officeFor(browser, admin)
    const page = await office.newPage()
    await page.goto(`/merchant/rosters/${tennis.id}`)
    await page.getByRole('heading', { name: /^Puestos y turnos/ }).waitFor()
    await page.getByLabel('Nombre').fill('Punto de información')
    await page.getByRole('checkbox', { name: 'Voluntarios' }).check()
    await page.getByRole('button', { name: 'Añadir puesto' }).click()
    await page.getByRole('heading', { name: 'Punto de información' }).waitFor()

    await page.getByLabel('Puesto', { exact: true }).selectOption({ label: 'Punto de información' })
    await page.getByLabel('Día', { exact: true }).selectOption(today)
    await page.getByLabel('Empieza', { exact: true }).fill('00:00')
    await page.getByLabel('Termina', { exact: true }).fill('23:59')
    await page.getByLabel('Mínimo de personas').fill('1')
    await page.getByLabel('Máximo de personas').fill('2')
    await page.getByRole('button', { name: 'Añadir turno' }).click()
    await page.getByRole('cell', { name: '00:00–23:59' }).waitFor()

    await page.goto(`/merchant/rosters/${tennis.id}/grid?day=${today}`)
    await page.getByRole('button', { name: 'Asignar automáticamente' }).click()
    await page.getByText(/asignaciones, todos los mínimos cubiertos/).waitFor()
    await page.getByRole('link', { name: 'Marie Voluntario' }).waitFor()
    await page.getByRole('link', { name: 'Lucia Recogepelotas' }).waitFor()

    await page.getByRole('button', { name: 'Seleccionar · Lucia Recogepelotas' }).click()
    await page
      .getByLabel(/^Mover a Lucia Recogepelotas/)
      .selectOption({ label: 'Pista 3 16:00–22:00' })
    await page.getByRole('button', { name: 'Mover', exact: true }).click()
    await page
      .getByText('Sin cambios: el turno de un menor debe terminar antes de la hora configurada.')
      .waitFor()

    const person = page.getByLabel('Persona', { exact: true })
    await person.focus()
    await person.locator('option', { hasText: 'Marie Voluntario' }).waitFor({ state: 'attached' })
    await person.selectOption({ label: 'Marie Voluntario' })
    await page.getByLabel('Turno', { exact: true }).selectOption({ label: 'Pista 3 16:00–22:00' })
    await page.getByRole('button', { name: 'Añadir', exact: true }).click()
    await page.getByText('Sin cambios: este puesto no es para su tipo de solicitud.').waitFor()

    await page.getByRole('button', { name: 'Publicar' }).click()
    await page.getByText(/Cuadrante publicado \(versión 1\)/).waitFor()
    await page.getByTestId('published-version').filter({ hasText: 'versión 1' }).waitFor()

    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Control de turnos' })
      .click()
    await page.getByRole('heading', { name: /^Control de turnos/ }).waitFor()
    await page.locator('#scan:focus').waitFor()
    await page.keyboard.type(marie.code)
    await page.keyboard.press('Enter')
    const answer = page.getByTestId('desk-answer')
    await answer.filter({ hasText: 'Marie Voluntario: entrada' }).waitFor()
    await page.locator('li[data-state="in"]', { hasText: 'Marie Voluntario' }).waitFor()
    await page.keyboard.type(marie.code)
    await page.keyboard.press('Enter')
    await answer.filter({ hasText: 'Marie Voluntario: salida de Punto de información' }).waitFor()
    await page.keyboard.type(marie.code)
    await page.keyboard.press('Enter')
    await answer
      .filter({ hasText: 'Marie Voluntario no tiene ningún turno abierto ahora.' })
      .waitFor()

    await page.goto(`/merchant/rosters/${tennis.id}/people/${marie.id}`)
    await page
      .getByTestId('person-summary')
      .filter({ hasText: '1 turnos publicados, 1 trabajados, 0 ausencias' })
      .waitFor()
    const summary = await page.getByTestId('person-summary').textContent()
    assert.match(summary ?? '', /1 créditos de comida/)
    await marie.refresh()
    assert.equal(marie.credits, 1, 'one meal credit on the restaurant balance, once')
    await office.close()
  })
})
