import { test } from '@japa/runner'
import { isPrivateAddress, webhookUrlRefusal } from '#services/partners/webhook_urls'

test.group('Partners · webhook addresses (no server-side request forgery)', () => {
  test('in production, loopback, private, link-local and plain HTTP addresses are refused', async ({
    assert,
  }) => {
    const refused: [string, string][] = [
      ['https://127.0.0.1/hooks', 'private_address'],
      ['https://localhost:8443/hooks', 'private_address'],
      ['https://10.1.2.3/hooks', 'private_address'],
      ['https://172.20.0.5/hooks', 'private_address'],
      ['https://192.168.1.10/hooks', 'private_address'],
      ['https://169.254.169.254/latest/meta-data', 'private_address'],
      ['https://[::1]/hooks', 'private_address'],
      ['https://[::ffff:127.0.0.1]/hooks', 'private_address'],
      ['https://[fd00::1]/hooks', 'private_address'],
      ['https://0.0.0.0/hooks', 'private_address'],
      ['http://93.184.215.14/hooks', 'not_https'],
      ['ftp://93.184.215.14/hooks', 'invalid'],
      ['https://user:pass@93.184.215.14/hooks', 'invalid'],
      ['not a url', 'invalid'],
      ['https://no-such-host.invalid/hooks', 'unresolvable'],
    ]
    for (const [url, reason] of refused) {
      assert.equal(await webhookUrlRefusal(url, true), reason, url)
    }
    assert.isNull(await webhookUrlRefusal('https://93.184.215.14/hooks', true))
  })

  test('a private host the organiser allowed by name is reachable; others stay refused', async ({
    assert,
  }) => {
    assert.isNull(await webhookUrlRefusal('https://10.0.0.7/hooks', true, ['10.0.0.7']))
    assert.equal(
      await webhookUrlRefusal('https://10.0.0.8/hooks', true, ['10.0.0.7']),
      'private_address'
    )
    assert.equal(await webhookUrlRefusal('http://10.0.0.7/hooks', true, ['10.0.0.7']), 'not_https')
  })

  test('outside production, loopback receivers are allowed (tests, the benchmark)', async ({
    assert,
  }) => {
    assert.isNull(await webhookUrlRefusal('http://127.0.0.1:4000/hooks', false))
    assert.equal(await webhookUrlRefusal('gopher://127.0.0.1/', false), 'invalid')
  })

  test('address ranges', ({ assert }) => {
    for (const address of ['127.5.5.5', '10.0.0.1', '100.64.1.1', '::1', 'fe80::1', 'nonsense']) {
      assert.isTrue(isPrivateAddress(address), address)
    }
    for (const address of ['8.8.8.8', '2001:4860:4860::8888', '172.32.0.1']) {
      assert.isFalse(isPrivateAddress(address), address)
    }
  })
})
