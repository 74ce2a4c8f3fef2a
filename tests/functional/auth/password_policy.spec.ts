import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { clearMailbox } from '#tests/helpers/mailbox'
import { linkFromMailbox, requestReset } from '#tests/helpers/password_reset'
import { auditRows } from '#tests/helpers/second_factor'
import { DEMO_PASSWORD } from '#database/demo/demo_data'

/** What the issue found accepted, each with the reason now given (Spanish, the default). */
const WEAK: [string, RegExp][] = [
  ['aaaaaaaaaa', /al menos 12 caracteres/],
  ['aaaaaaaaaaaa', /repetición, una secuencia/],
  ['1234567890', /al menos 12 caracteres/],
  ['123456789012', /común o aparece en listas/],
  /** Forms trim surrounding spaces (every field): spaces alone are an empty password. */
  [' '.repeat(10), /obligatorio/],
  [' '.repeat(12), /obligatorio/],
  ['password12', /al menos 12 caracteres/],
  ['password1234', /común o aparece en listas/],
  [DEMO_PASSWORD, /está publicada/],
  ['qwertyuiop[]', /repetición|común/],
  ['acreditaciones2026', /nombre del producto/],
]

/** Accepted: long, uncommon; spaces and any Unicode kept as typed, 64+ characters allowed. */
const STRONG = [
  'mi perro come pienso de salmón',
  'ñandú-jirafa-ōkami-東京-tren',
  'una frase larga '.repeat(5).trim(),
]

/** The first message a refused form flashed for this field. */
function fieldError(response: any, field: string): string {
  const errors = response.flashMessages().inputErrorsBag as Record<string, string[]> | undefined
  return errors?.[field]?.[0] ?? ''
}

function createThrough(client: any, admin: User, email: string, password: string) {
  return client
    .post('/merchant/user')
    .header('referer', '/merchant/user/create')
    .loginAs(admin)
    .withCsrfToken()
    .form({ name: 'Marta', lastName: 'Gómez', email, password })
    .redirects(0)
}

test.group('Password policy · every path', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())

  test('the users page refuses weak passwords with the reason and stores nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    for (const [password, reason] of WEAK) {
      const response = await createThrough(client, admin, 'marta@example.test', password)
      assert.equal(response.header('location'), '/merchant/user/create', password)
      assert.match(fieldError(response, 'password'), reason, password)
    }
    const personal = await createThrough(client, admin, 'marta@example.test', 'marta.gomez.2026')
    assert.match(fieldError(personal, 'password'), /tu nombre o tu correo/)
    assert.isNull(await User.findBy('email', 'marta@example.test'))

    for (const [index, password] of STRONG.entries()) {
      const email = `strong${index}@example.test`
      const response = await createThrough(client, admin, email, password)
      assert.equal(response.header('location'), '/merchant/user', password)
      assert.isNotNull(await User.verifyCredentials(email, password), 'kept exactly as typed')
    }
    assert.isAbove([...STRONG[2]].length, 64)
  })

  test('an edit refuses a weak password and keeps the old one', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const user = await createUser({ name: 'Lucía', lastName: 'Fernández' })
    const response = await client
      .put(`/merchant/user/${user.id}`)
      .header('referer', `/merchant/user/${user.id}/edit`)
      .loginAs(admin)
      .withCsrfToken()
      .form({ name: 'Lucía', lastName: 'Fernández', email: user.email, password: 'fernandez2026' })
      .redirects(0)
    assert.match(fieldError(response, 'password'), /tu nombre o tu correo/)
    assert.isNotNull(await User.verifyCredentials(user.email, TEST_PASSWORD))
  })

  test('a reset link refuses a password built on the account’s name, and the published one', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ name: 'Bartolomé', lastName: 'Quintanilla' })
    await requestReset(client, user.email)
    const link = await linkFromMailbox()
    for (const [password, reason] of [
      ['Quintanilla!!', /tu nombre o tu correo/],
      [DEMO_PASSWORD, /está publicada/],
    ] as const) {
      const response = await client
        .post(link)
        .header('referer', link)
        .form({ password, passwordConfirmation: password })
        .withCsrfToken()
        .redirects(0)
      assert.match(fieldError(response, 'password'), reason, password)
    }
    assert.isNotNull(await User.verifyCredentials(user.email, TEST_PASSWORD))
    const token = await db.from('password_reset_tokens').where('user_id', user.id).first()
    assert.isNull(token.used_at, 'the link still works for a good password')
  })

  test('the own-password change: the current one is asked, the policy applies, others sessions end, audited', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ name: 'Ramón', email: 'ramon.vidal@example.test' })
    const other = await client.get('/merchant').loginAs(user).redirects(0)
    const change = (form: Record<string, string>) =>
      client
        .put('/merchant/account/password')
        .header('referer', '/merchant/account')
        .loginAs(user)
        .withCsrfToken()
        .form(form)
        .redirects(0)

    const weak = await change({
      currentPassword: TEST_PASSWORD,
      password: 'ramonvidal12',
      passwordConfirmation: 'ramonvidal12',
    })
    assert.match(fieldError(weak, 'password'), /tu nombre o tu correo/)
    const wrongCurrent = await change({
      currentPassword: 'not-the-password',
      password: 'silla verde junto al río',
      passwordConfirmation: 'silla verde junto al río',
    })
    assert.match(fieldError(wrongCurrent, 'currentPassword'), /actual no es correcta/)
    assert.isNotNull(await User.verifyCredentials(user.email, TEST_PASSWORD))

    const changed = await change({
      currentPassword: TEST_PASSWORD,
      password: 'silla verde junto al río',
      passwordConfirmation: 'silla verde junto al río',
    })
    assert.equal(changed.header('location'), '/merchant/account')
    assert.isNotNull(await User.verifyCredentials(user.email, 'silla verde junto al río'))
    const ended = await client.get('/merchant').withSession(other.session()).redirects(0)
    assert.equal(ended.header('location'), '/merchant/login')
    const kept = await client.get('/merchant').withSession(changed.session()).redirects(0)
    assert.equal(kept.status(), 200)
    const [row] = await auditRows('password_changed')
    assert.equal(row.actor_id, user.id)
    assert.notInclude(JSON.stringify(row), 'silla')
  })
})
