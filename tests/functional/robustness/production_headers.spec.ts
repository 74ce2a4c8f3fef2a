import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { startInstance, type AppInstance } from '#tests/helpers/app_instance'
import { engineIndependent } from '#tests/helpers/engines'

test.group('Production security headers', (group) => {
  engineIndependent(group)
  let instance: AppInstance | undefined
  group.teardown(() => instance?.stop())
  group.each.timeout(60_000)

  test('HSTS, CSP, no sniffing, no framing and secure HttpOnly SameSite cookies', async ({
    assert,
  }) => {
    instance = await startInstance({
      NODE_ENV: 'production',
      DEV_MODE: '',
      APP_KEY: 'a-production-key-of-32-characters',
      APP_URL: 'https://acreditaciones.example.org',
      MAIL_MAILER: 'file',
      SQLITE_FILE: app.tmpPath('production-headers.sqlite3'),
    })
    const response = await fetch(`${instance.url}/health`)
    assert.equal(response.status, 200)
    assert.match(response.headers.get('strict-transport-security') ?? '', /max-age=\d+/)
    assert.include(response.headers.get('content-security-policy') ?? '', "default-src 'self'")
    assert.include(response.headers.get('content-security-policy') ?? '', "frame-ancestors 'none'")
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
    assert.equal(response.headers.get('x-frame-options'), 'DENY')
    assert.include(response.headers.get('content-security-policy') ?? '', "base-uri 'none'")
    assert.include(response.headers.get('content-security-policy') ?? '', "form-action 'self'")

    const unknown = await fetch(`${instance.url}/no/such/page`)
    assert.equal(unknown.status, 404)
    assert.match(unknown.headers.get('strict-transport-security') ?? '', /max-age=\d+/)
    assert.equal(unknown.headers.get('x-frame-options'), 'DENY')

    const session = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('acc-session='))
    assert.exists(session, 'a session cookie is set')
    assert.match(session!, /;\s*Secure/i)
    assert.match(session!, /;\s*HttpOnly/i)
    assert.match(session!, /;\s*SameSite=Lax/i)
  })
})
