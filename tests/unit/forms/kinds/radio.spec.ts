import { test } from '@japa/runner'
import type { FormMeta } from '#forms/kinds/form_meta'
import {
  brokenRules,
  cellOf,
  fieldOf,
  inputOf,
  shownOf,
  stored,
  validated,
  validValue,
} from '#tests/helpers/field_kinds'

const options = {
  genders: ['man', 'woman'],
  golfPositions: ['marshal', 'scorer'],
  tournamentDays: ['2026-04-20', '2026-04-21', '2026-04-22'],
} as FormMeta['options']

test.group('Field kinds · radio', () => {
  test('takes one option of the list', async ({ assert }) => {
    const field = fieldOf('radio', { options: 'genders' })
    assert.equal(await validValue(field, { answer: 'woman' }, { options }), 'woman')
    assert.deepEqual(await brokenRules(field, { answer: 'other' }, { options }), ['enum'])
  })

  test('a second choice differs from the first; a last day is not before the first', async ({
    assert,
  }) => {
    const second = fieldOf('radio', { options: 'golfPositions', differentFrom: 'first' })
    const same = await validated(second, { first: 'marshal', answer: 'marshal' }, { options })
    assert.deepEqual(same.broken, ['differentFrom'])
    const other = await validated(second, { first: 'marshal', answer: 'scorer' }, { options })
    assert.equal(other.value, 'scorer')

    const last = fieldOf('radio', { options: 'tournamentDays', notBefore: 'first' })
    const early = await validated(last, { first: '2026-04-21', answer: '2026-04-20' }, { options })
    assert.deepEqual(early.broken, ['notBefore'])
    const later = await validated(last, { first: '2026-04-21', answer: '2026-04-22' }, { options })
    assert.equal(later.value, '2026-04-22')
  })

  test('is stored and edited as its value, shown and exported as its label', async ({ assert }) => {
    const field = fieldOf('radio', { options: 'genders' })
    assert.equal(await stored(field, 'woman'), 'woman')
    assert.isNull(await stored(field, undefined))
    assert.equal(inputOf(field, 'woman'), 'woman')
    const lists = { genders: [{ value: 'woman', label: 'Mujer' }] }
    assert.deepEqual(shownOf(field, 'woman', { lists }), { value: 'Mujer' })
    const labels = new Map([['genders' as const, new Map([['woman', 'Mujer']])]])
    assert.equal(cellOf(field, 'woman', labels), 'Mujer')
  })
})
