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
} from '#tests/helpers/field_kinds'

const options = { pressDays: ['2026-04-20', '2026-04-21', '2026-04-22'] } as FormMeta['options']
const lists = {
  pressDays: [
    { value: '2026-04-20', label: 'lun 20/04' },
    { value: '2026-04-21', label: 'mar 21/04' },
  ],
}
const labels = new Map([
  [
    'pressDays' as const,
    new Map([
      ['2026-04-20', 'lun 20/04'],
      ['2026-04-21', 'mar 21/04'],
    ]),
  ],
])

test.group('Field kinds · multi', () => {
  test('takes different options of the list, at most maxItems, one at least when required', async ({
    assert,
  }) => {
    const days = fieldOf('multi', { options: 'pressDays', maxItems: 2 })
    const two = await validated(days, { answer: ['2026-04-20', '2026-04-21'] }, { options })
    assert.deepEqual(two.value, ['2026-04-20', '2026-04-21'])
    const twice = await validated(days, { answer: ['2026-04-20', '2026-04-20'] }, { options })
    assert.deepEqual(twice.broken, ['distinct'])
    const three = ['2026-04-20', '2026-04-21', '2026-04-22']
    assert.deepEqual(await brokenRules(days, { answer: three }, { options }), ['array.maxLength'])
    assert.deepEqual(await brokenRules(days, { answer: ['2030-01-01'] }, { options }), ['enum'])
    assert.deepEqual(await brokenRules(days, { answer: [] }, { options }), ['array.minLength'])
  })

  test('is stored as a JSON list of its values, none as an empty list', async ({ assert }) => {
    const days = fieldOf('multi', { options: 'pressDays' })
    assert.equal(await stored(days, ['2026-04-20', '2026-04-21']), '["2026-04-20","2026-04-21"]')
    assert.equal(await stored(days, undefined), '[]')
  })

  test('is edited as its values, shown and exported as its labels joined', ({ assert }) => {
    const days = fieldOf('multi', { options: 'pressDays' })
    const json = '["2026-04-20","2026-04-21"]'
    assert.deepEqual(inputOf(days, json), ['2026-04-20', '2026-04-21'])
    assert.deepEqual(inputOf(days, 'not json'), [])
    assert.deepEqual(shownOf(days, json, { lists }), { value: 'lun 20/04, mar 21/04' })
    assert.deepEqual(shownOf(days, 'not json', { lists }), { value: 'not json' })
    assert.equal(cellOf(days, json, labels), 'lun 20/04, mar 21/04')
    assert.equal(cellOf(days, '[]', labels), '')
    assert.isNull(cellOf(days, null, labels))
  })
})
