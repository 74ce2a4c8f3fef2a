import { test } from '@japa/runner'

test.group('Language switch', () => {
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
})
