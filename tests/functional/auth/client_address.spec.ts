import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { loginLimiter } from '#start/limiter'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { trustProxyFrom } from '#services/security/trusted_proxies'

/** A failed attempt as the login counts it. */
function fail(email: string, ip: string) {
  return loginLimiter(email, ip)
    .penalize(async () => {
      throw new Error('wrong password')
    })
    .catch(() => null)
}

test.group('Client address and login limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a forged X-Forwarded-For from an untrusted peer does not reset the login limit', async ({
    client,
  }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/merchant/login')
        .header('x-forwarded-for', `203.0.113.${attempt + 1}`)
        .form({ email: user.email, password: 'wrong' })
        .withCsrfToken()
        .redirects(0)
    }
    const blocked = await client
      .post('/merchant/login')
      .header('x-forwarded-for', '198.51.100.77')
      .form({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    blocked.assertStatus(429)
  })

  test("a stranger's failures block their own address, not the staff member's", async ({
    assert,
  }) => {
    const email = 'victim@example.test'
    for (let attempt = 0; attempt < 6; attempt++) await fail(email, '203.0.113.9')
    const [strangerBlocked] = await loginLimiter(email, '203.0.113.9').penalize(async () => 'ok')
    assert.exists(strangerBlocked)
    const [staffBlocked, result] = await loginLimiter(email, '198.51.100.20').penalize(
      async () => 'ok'
    )
    assert.isNull(staffBlocked)
    assert.equal(result, 'ok')
  })

  test('failures spread over many addresses still block the account, more slowly', async ({
    assert,
  }) => {
    const email = 'spread@example.test'
    for (let attempt = 0; attempt < 50; attempt++) await fail(email, `10.0.${attempt}.1`)
    const [blocked] = await loginLimiter(email, '10.9.9.9').penalize(async () => 'ok')
    assert.exists(blocked)
  })

  test('only the configured proxies are believed', ({ assert }) => {
    const none = trustProxyFrom('')
    assert.isFalse(none('127.0.0.1'))
    const trusted = trustProxyFrom('10.0.0.0/8, 192.168.1.5, ::1')
    assert.isTrue(trusted('10.20.30.40'))
    assert.isTrue(trusted('::ffff:10.20.30.40'))
    assert.isTrue(trusted('192.168.1.5'))
    assert.isTrue(trusted('::1'))
    assert.isFalse(trusted('192.168.1.6'))
    assert.isFalse(trusted('127.0.0.1'))
    assert.throws(() => trustProxyFrom('10.0.0.0/33'), /TRUSTED_PROXIES/)
    assert.throws(() => trustProxyFrom('proxy.example'), /TRUSTED_PROXIES/)
  })
})
