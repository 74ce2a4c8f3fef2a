import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'

test.group('Language switch', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  test('GET /lang/en remembers English and returns to the previous page', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/lang/en').header('referer', '/privacy-policy').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/privacy-policy')
    assert.equal(response.cookie('locale')?.value, 'en')
    assert.match(String(response.header('set-cookie')), /locale=[^;]+;.*HttpOnly/i)

    const page = await client.get('/privacy-policy').withPlainCookie('locale', 'en').withInertia()
    page.assertInertiaPropsContains({ locale: 'en' })
    assert.equal(page.body().props.translations.messages['privacy.policy.title'], 'Privacy policy')
  })

  test('an unsupported locale changes nothing', async ({ client, assert }) => {
    const response = await client.get('/lang/fr').header('referer', '/').redirects(0)
    response.assertHeader('location', '/')
    assert.isUndefined(response.cookie('locale'))

    const page = await client.get('/').withPlainCookie('locale', 'fr').withInertia()
    page.assertInertiaPropsContains({ locale: 'es' })
  })

  test('the HTML shell carries the language and the translated title', async ({
    client,
    assert,
  }) => {
    const english = await client.get('/').withPlainCookie('locale', 'en')
    assert.include(english.text(), '<html lang="en">')
    assert.include(english.text(), 'Accreditations</title>')
    assert.notInclude(english.text(), 'Acreditaciones</title>')
    const spanish = await client.get('/')
    assert.include(spanish.text(), 'Acreditaciones</title>')
  })

  test('error pages speak the chosen language: an unknown path, a forbidden screen, a closed form', async ({
    client,
    assert,
  }) => {
    const missing = await client.get('/no-such-page').withPlainCookie('locale', 'en').withInertia()
    missing.assertStatus(404)
    missing.assertInertiaComponent('errors/not_found')
    missing.assertInertiaPropsContains({ locale: 'en' })
    const html = await client.get('/no-such-page').withPlainCookie('locale', 'en')
    assert.include(html.text(), '<html lang="en">')

    const closed = await client.get('/closed').withPlainCookie('locale', 'en').withInertia()
    closed.assertInertiaPropsContains({ locale: 'en' })

    const forbidden = await client
      .get('/merchant/user')
      .loginAs(await createUser())
      .withPlainCookie('locale', 'en')
      .withInertia()
    forbidden.assertStatus(403)
    forbidden.assertInertiaComponent('errors/forbidden')
    forbidden.assertInertiaPropsContains({ locale: 'en' })
  })
})
