import { test } from '@japa/runner'
import {
  brokenRules,
  cellOf,
  fieldOf,
  inputOf,
  shownOf,
  stored,
  validValue,
} from '#tests/helpers/field_kinds'

test.group('Field kinds · tel', () => {
  test('takes digits and spaces after an optional "+"', async ({ assert }) => {
    const field = fieldOf('tel')
    assert.equal(await validValue(field, { answer: '+34 600 11 22 33' }), '+34 600 11 22 33')
    assert.deepEqual(await brokenRules(field, { answer: '600-11-22-33' }), ['regex'])
    assert.deepEqual(await brokenRules(field, { answer: '123' }), ['regex'])
  })

  test('is stored, edited, shown and exported as typed', async ({ assert }) => {
    const field = fieldOf('tel')
    assert.equal(await stored(field, '+34 600 11 22 33'), '+34 600 11 22 33')
    assert.isNull(await stored(field, ''))
    assert.equal(inputOf(field, '600112233'), '600112233')
    assert.deepEqual(shownOf(field, '600112233'), { value: '600112233' })
    assert.equal(cellOf(field, '600112233'), '600112233')
  })
})
