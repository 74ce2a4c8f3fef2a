import { test } from '@japa/runner'
import type { FormMeta } from '#forms/kinds/form_meta'
import {
  brokenRules,
  cellOf,
  fieldOf,
  inputOf,
  shownOf,
  stored,
  validValue,
} from '#tests/helpers/field_kinds'

const options = { countries: ['1', '2'], sizes: ['S', 'M', 'L'] } as FormMeta['options']
const lists = {
  countries: [
    { value: '1', label: 'España' },
    { value: '2', label: 'Francia' },
  ],
}
const labels = new Map([['countries' as const, new Map([['2', 'Francia']])]])

test.group('Field kinds · select', () => {
  test('takes one option of the tournament’s list', async ({ assert }) => {
    const field = fieldOf('select', { options: 'sizes' })
    assert.equal(await validValue(field, { answer: 'M' }, { options }), 'M')
    assert.deepEqual(await brokenRules(field, { answer: 'XXXL' }, { options }), ['enum'])
  })

  test('is stored as its value, a database id as a number', async ({ assert }) => {
    assert.strictEqual(await stored(fieldOf('select', { options: 'countries' }), '2'), 2)
    assert.strictEqual(await stored(fieldOf('select', { options: 'sizes' }), 'M'), 'M')
    assert.isNull(await stored(fieldOf('select', { options: 'sizes' }), ''))
  })

  test('is edited as its value, shown and exported as its label', ({ assert }) => {
    const field = fieldOf('select', { options: 'countries' })
    assert.strictEqual(inputOf(field, 2), '2')
    assert.deepEqual(shownOf(field, 2, { lists }), { value: 'Francia' })
    assert.deepEqual(shownOf(field, 7, { lists }), { value: '7' }, 'no longer listed')
    assert.deepEqual(shownOf(field, null, { lists }), { value: '' })
    assert.equal(cellOf(field, 2, labels), 'Francia')
    assert.equal(cellOf(field, 7, labels), '7')
    assert.isNull(cellOf(field, null, labels))
  })
})
