import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/** Client code, loaded by path: the server's TypeScript project does not include the pages. */
const { withDateSeparators } = (await import(
  app.makePath('inertia/components/public_form/date_typing.ts')
)) as { withDateSeparators: (typed: string) => string }

test.group('Date fields typed on a numeric keypad', () => {
  test('digits get the separators as they are typed', ({ assert }) => {
    const typed = '09052011'
    const shown: string[] = []
    let value = ''
    for (const digit of typed) {
      value = withDateSeparators(value + digit)
      shown.push(value)
    }
    assert.deepEqual(shown, [
      '0',
      '09',
      '09/0',
      '09/05',
      '09/05/2',
      '09/05/20',
      '09/05/201',
      '09/05/2011',
    ])
  })

  test('deleting a digit does not trap the caret behind a separator', ({ assert }) => {
    assert.equal(withDateSeparators('09/05/'), '09/05')
    assert.equal(withDateSeparators('09/0'), '09/0')
  })

  test('dates the person punctuated are left as typed', ({ assert }) => {
    for (const typed of ['9/5/2011', '09-05-2011', '09.05.2011', '2011-05-09', 'abc'])
      assert.equal(withDateSeparators(typed), typed)
  })
})
