import { test } from '@japa/runner'
import { engineIndependent } from '#tests/helpers/engines'

test.group('Server rendering', (group) => {
  engineIndependent(group)
  test('public pages arrive rendered, with their title first', async ({ client, assert }) => {
    const response = await client.get('/privacy-consent')
    const html = response.text()
    assert.include(html, 'data-server-rendered="true"')
    assert.match(html, /<h1[^>]*>Consentimiento para el tratamiento de datos<\/h1>/)
    const firstTitle = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
    assert.equal(firstTitle, 'Consentimiento para el tratamiento de datos · Acreditaciones')
  })
})

/** The login page reads the sign-in settings (a demo database says so): a database test. */
test.group('Server rendering · staff', () => {
  test('staff screens stay client-rendered', async ({ client, assert }) => {
    const response = await client.get('/merchant/login')
    assert.notInclude(response.text(), 'data-server-rendered')
  })
})
