import { test } from '@japa/runner'
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

test.group('Field kinds · number', () => {
  test('takes a whole number within its range', async ({ assert }) => {
    assert.deepEqual(await validated(fieldOf('number'), { answer: '2026' }), {
      value: 2026,
      broken: [],
    })
    assert.deepEqual(await brokenRules(fieldOf('number'), { answer: 1.5 }), ['withoutDecimals'])
    assert.deepEqual(await brokenRules(fieldOf('number'), { answer: 1800 }), ['range'])
    const count = fieldOf('number', { min: 1, max: 30 })
    assert.equal(await validValue(count, { answer: '30' }), 30)
    assert.deepEqual(await brokenRules(count, { answer: '31' }), ['range'])
  })

  test('a licence year must be the tournament’s', async ({ assert }) => {
    const licence = fieldOf('number', { tournamentYear: true })
    const meta = { tournamentYear: 2026 }
    assert.deepEqual(await brokenRules(licence, { answer: 2025 }, meta), ['tournamentYear'])
    assert.equal(await validValue(licence, { answer: 2026 }, meta), 2026)
  })

  test('is stored as a number, edited and shown as text, exported as a number', async ({
    assert,
  }) => {
    const field = fieldOf('number')
    assert.strictEqual(await stored(field, 2026), 2026)
    assert.isNull(await stored(field, undefined))
    assert.strictEqual(inputOf(field, 2026), '2026')
    assert.deepEqual(shownOf(field, 2026), { value: '2026' })
    assert.strictEqual(cellOf(field, 2026), 2026)
    assert.strictEqual(cellOf(field, '2026'), '2026', 'a number read as text stays text')
    assert.isNull(cellOf(field, null))
  })
})
