import { test } from '@japa/runner'
import { kindOf } from '#forms/kinds/index'
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

test.group('Field kinds · text', () => {
  test('is trimmed, kept within its length, letters and digits only when alphanumeric', async ({
    assert,
  }) => {
    assert.deepEqual(await validated(fieldOf('text', { maxLength: 5 }), { answer: ' Ana ' }), {
      value: 'Ana',
      broken: [],
    })
    const tooLong = await validated(fieldOf('text', { maxLength: 5 }), { answer: 'Anastasia' })
    assert.deepEqual(tooLong.broken, ['maxLength'])
    assert.deepEqual(await brokenRules(fieldOf('text'), { answer: '' }), ['minLength'])
    const document = fieldOf('text', { alphanumeric: true })
    assert.deepEqual(await brokenRules(document, { answer: 'AB-123' }), ['regex'])
    assert.equal(await validValue(document, { answer: 'AB123' }), 'AB123')
  })

  test('a blacklisted full name is refused on the last name', async ({ assert }) => {
    const lastName = fieldOf('text', { name: 'lastName' })
    const asked: string[] = []
    const isBlacklisted = async (name: string, last: string) => {
      asked.push(`${name} ${last}`)
      return name === 'Ana' && last === 'Pérez'
    }
    const refused = await validated(lastName, { name: 'Ana', lastName: 'Pérez' }, { isBlacklisted })
    assert.deepEqual(refused.broken, ['blacklisted'])
    const accepted = await validated(
      lastName,
      { name: 'Eva', lastName: 'Pérez' },
      { isBlacklisted }
    )
    assert.equal(accepted.value, 'Pérez')
    assert.deepEqual(asked, ['Ana Pérez', 'Eva Pérez'])
  })

  test('is stored as typed, an empty answer as null', async ({ assert }) => {
    assert.equal(await stored(fieldOf('text'), 'Sevilla'), 'Sevilla')
    assert.isNull(await stored(fieldOf('text'), ''))
    assert.isNull(await stored(fieldOf('text'), undefined))
  })

  test('is edited, shown and exported as stored', ({ assert }) => {
    const field = fieldOf('text')
    assert.equal(inputOf(field, 'Sevilla'), 'Sevilla')
    assert.deepEqual(shownOf(field, 'Sevilla'), { value: 'Sevilla' })
    assert.deepEqual(shownOf(field, null), { value: '' })
    assert.equal(cellOf(field, 'Sevilla'), 'Sevilla')
    assert.isNull(cellOf(field, ''))
    assert.equal(kindOf(field).export?.width, 18)
  })
})
