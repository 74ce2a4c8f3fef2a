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

test.group('Field kinds · yesno', () => {
  test('takes yes or no as the page and browsers send them', async ({ assert }) => {
    const field = fieldOf('yesno')
    for (const yes of ['true', '1', true]) {
      assert.isTrue(await validValue(field, { answer: yes }), String(yes))
    }
    for (const no of ['false', '0', false]) {
      assert.isFalse(await validValue(field, { answer: no }), String(no))
    }
    assert.deepEqual(await brokenRules(field, { answer: 'maybe' }), ['boolean'])
  })

  test('is stored as a boolean, unanswered as no', async ({ assert }) => {
    const field = fieldOf('yesno')
    assert.isTrue(await stored(field, true))
    assert.isFalse(await stored(field, false))
    assert.isFalse(await stored(field, undefined))
  })

  test('is edited as "true"/"false", shown and exported as the translated yes or no', ({
    assert,
  }) => {
    const field = fieldOf('yesno')
    assert.equal(inputOf(field, true), 'true')
    assert.equal(inputOf(field, false), 'false')
    /** SQLite answers booleans as 0/1, PostgreSQL as true/false. */
    assert.deepEqual(shownOf(field, 1), { value: 'Sí' })
    assert.deepEqual(shownOf(field, false), { value: 'No' })
    assert.deepEqual(shownOf(field, true, { locale: 'en' }), { value: 'Yes' })
    assert.deepEqual(shownOf(field, null), { value: '' })
    assert.equal(cellOf(field, 1), 'Sí')
    assert.equal(cellOf(field, 0), 'No')
    assert.isNull(cellOf(field, null))
  })
})
