import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import type Form from '#models/form'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'
import { pageProblems, settled } from '#tests/helpers/page_audit'
import { scanAllDuplicates } from '#services/review/duplicate_people'

async function born(form: Form, date: string) {
  form.birthDate = DateTime.fromISO(date)
  await form.save()
}

test.group('Review · likely duplicates in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(90_000)

  test('staff filter the list to a double application, open it, follow the link and rule it out', async ({
    visit,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const volunteer = await createForm('gvolunteer', golf, {
      name: 'Begoña',
      lastName: 'Ibáñez Rey',
      document: '12345678Z',
    })
    await born(volunteer, '1991-07-14')
    /** The same woman as press: no accents, surnames swapped, DNI without its letter. */
    const press = await createForm('press', tennis, {
      name: 'Begona',
      lastName: 'Rey Ibanez',
      document: '12345678',
    })
    await born(press, '1991-07-14')
    await createForm('press', tennis, { name: 'Otro', lastName: 'Periodista' })
    await scanAllDuplicates()
    const user = await createUser({
      canEdit: true,
      formTypes: JSON.stringify(['press', 'gvolunteer']),
    })
    const page = await logIn(visit, user.email)

    await page.goto('/merchant/mform/press')
    await page.getByLabel('Ayuda de revisión').selectOption('duplicates')
    await page.waitForURL((url: URL) => url.searchParams.get('review') === 'duplicates')
    await page.getByRole('link', { name: 'Rey Ibanez' }).waitFor()
    assert.lengthOf(await page.getByRole('link', { name: 'Periodista' }).all(), 0)
    await page.getByRole('link', { name: 'Rey Ibanez' }).click()

    const panel = page.getByRole('region', { name: /Posible duplicado/ })
    await panel.waitFor()
    await panel.getByText('Coincide: documento, nombre, fecha de nacimiento').waitFor()
    await settled(page)
    assert.deepEqual(await pageProblems(page), [])

    /** The link opens the other request. */
    await panel.getByRole('link', { name: 'Begoña Ibáñez Rey' }).click()
    await page.getByRole('heading', { name: 'Begoña Ibáñez Rey' }).waitFor()
    const back = page.getByRole('region', { name: /Posible duplicado/ })
    await back.getByRole('link', { name: 'Begona Rey Ibanez' }).waitFor()

    await back.getByRole('button', { name: 'No es la misma persona' }).click()
    await page.getByText('No es la misma persona que otra solicitud').waitFor()
    await back.waitFor({ state: 'detached' })

    await page.goto('/merchant/mform/press?review=duplicates')
    await page.getByLabel('Ayuda de revisión').waitFor()
    assert.lengthOf(await page.getByRole('link', { name: 'Rey Ibanez' }).all(), 0)
  })
})
