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

test.group('Field kinds · email', () => {
  test('takes an address, trimmed, and refuses anything else', async ({ assert }) => {
    const field = fieldOf('email')
    assert.equal(await validValue(field, { answer: ' ana@example.com ' }), 'ana@example.com')
    assert.deepEqual(await brokenRules(field, { answer: 'ana.example.com' }), ['email'])
  })

  test('is stored, edited, shown and exported as typed', async ({ assert }) => {
    const field = fieldOf('email')
    assert.equal(await stored(field, 'ana@example.com'), 'ana@example.com')
    assert.isNull(await stored(field, undefined))
    assert.equal(inputOf(field, 'ana@example.com'), 'ana@example.com')
    assert.deepEqual(shownOf(field, 'ana@example.com'), { value: 'ana@example.com' })
    assert.equal(cellOf(field, 'ana@example.com'), 'ana@example.com')
    assert.isNull(cellOf(field, null))
  })
})
