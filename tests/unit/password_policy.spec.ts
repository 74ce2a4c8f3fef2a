import { test } from '@japa/runner'
import { judgePassword, personalWords } from '#services/auth/password_policy'
import { DEMO_PASSWORD } from '#database/demo/demo_data'

test.group('Password policy', () => {
  test('the passwords the issue found accepted are refused, each with its reason', ({ assert }) => {
    const cases: [string, string][] = [
      ['aaaaaaaaaa', 'too_short'],
      ['1234567890', 'too_short'],
      [' '.repeat(10), 'too_short'],
      ['password12', 'too_short'],
      ['123456789012', 'common'],
      ['password1234', 'common'],
      ['aaaaaaaaaaaa', 'pattern'],
      [DEMO_PASSWORD, 'published'],
      ['x'.repeat(257), 'too_long'],
    ]
    for (const [password, reason] of cases) {
      assert.deepEqual(judgePassword(password), { ok: false, reason } as any, password)
    }
  })

  test('a password built on the name or email is refused, however it is cased or accented', ({
    assert,
  }) => {
    const personal = personalWords('Íñigo', 'Larrañaga', 'inigo.larranaga@club-tenis.es')
    for (const password of ['IÑIGO-larrañaga', 'larranaga.2026!', 'club-tenis-1234']) {
      assert.deepEqual(
        judgePassword(password, personal),
        { ok: false, reason: 'personal' },
        password
      )
    }
    assert.isTrue(judgePassword('cuaderno azul en la playa', personal).ok)
  })
})
