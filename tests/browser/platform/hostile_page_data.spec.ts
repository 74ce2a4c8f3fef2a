import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'

const NAME = '<!--<script>'
const COMPANY = '</script><script>window.__injected = true</script>&amp;\u2028'

/**
 * Staff pages render on the client from a JSON page object written into the
 * HTML: anything an anonymous applicant types must come back as text, and
 * never stop the page from starting.
 */
test.group('Hostile text in page data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(60_000)

  test('a list and a show page with `<!--<script>` in a name and a search still start', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, {
      name: NAME,
      lastName: 'Quintana',
      company: COMPANY,
    })
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })

    const page = await visit('/merchant/login')
    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL('**/merchant')

    await page.goto(`/merchant/mform/press?search=${encodeURIComponent(NAME)}`)
    await page.getByRole('heading', { name: 'Prensa' }).waitFor()
    await page.getByRole('link', { name: 'Quintana' }).waitFor()
    assert.equal(await page.getByRole('searchbox').inputValue(), NAME)

    await page.goto(`/merchant/mform/press/${form.id}`)
    await page.getByRole('heading', { name: `${NAME} Quintana` }).waitFor()
    await page.getByText('window.__injected', { exact: false }).first().waitFor()
    assert.isUndefined(await page.evaluate(() => (window as any).__injected))
  })
})
