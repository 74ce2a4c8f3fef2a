import { test } from '@japa/runner'
import { brokenRules, cellOf, fieldOf, inputOf, shownOf, stored } from '#tests/helpers/field_kinds'

test.group('Field kinds · accept', () => {
  test('must be ticked', async ({ assert }) => {
    const field = fieldOf('accept')
    assert.deepEqual(await brokenRules(field, { answer: 'on' }), [])
    assert.deepEqual(await brokenRules(field, { answer: 'no' }), ['accepted'])
    assert.deepEqual(await brokenRules(field, {}), ['required'])
  })

  test('is stored as whether it was ticked', async ({ assert }) => {
    const field = fieldOf('accept', { required: false })
    assert.isTrue(await stored(field, 'on'))
    assert.isFalse(await stored(field, undefined))
  })

  test('is edited as "true", shown and exported as the translated yes or no', ({ assert }) => {
    const field = fieldOf('accept')
    assert.equal(inputOf(field, true), 'true')
    assert.deepEqual(shownOf(field, 1), { value: 'Sí' })
    assert.deepEqual(shownOf(field, 0, { locale: 'en' }), { value: 'No' })
    assert.equal(cellOf(field, true), 'Sí')
    assert.isNull(cellOf(field, ''))
  })
})
