import { test } from '@japa/runner'
import { kindOf } from '#forms/kinds/index'
import {
  brokenRules,
  cellOf,
  fieldOf,
  inputOf,
  shownOf,
  stored,
  validValue,
} from '#tests/helpers/field_kinds'

test.group('Field kinds · textarea', () => {
  test('takes several lines within its length, trimmed', async ({ assert }) => {
    const field = fieldOf('textarea', { maxLength: 20, required: false })
    assert.equal(await validValue(field, { answer: ' Line one\nLine two ' }), 'Line one\nLine two')
    assert.deepEqual(await brokenRules(field, { answer: 'x'.repeat(21) }), ['maxLength'])
  })

  test('is stored, edited and shown as typed, in a wide export column', async ({ assert }) => {
    const field = fieldOf('textarea')
    assert.equal(await stored(field, 'Vegetarian\nNo nuts'), 'Vegetarian\nNo nuts')
    assert.isNull(await stored(field, ''))
    assert.equal(inputOf(field, 'Vegetarian\nNo nuts'), 'Vegetarian\nNo nuts')
    assert.deepEqual(shownOf(field, 'Vegetarian'), { value: 'Vegetarian' })
    assert.equal(cellOf(field, 'Vegetarian'), 'Vegetarian')
    assert.isNull(cellOf(field, null))
    assert.equal(kindOf(field).export?.width, 40)
  })
})
