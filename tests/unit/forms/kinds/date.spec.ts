import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { kindOf } from '#forms/kinds/index'
import {
  brokenRules,
  cellOf,
  fieldOf,
  inputOf,
  shownOf,
  stored,
  validated,
} from '#tests/helpers/field_kinds'

test.group('Field kinds · date', () => {
  test('takes a past day typed day first, with or without separators', async ({ assert }) => {
    const field = fieldOf('date', { name: 'birthDate' })
    for (const typed of ['09/05/2011', '9/5/2011', '09-05-2011', '09.05.2011', '09052011']) {
      const { value } = await validated(field, { birthDate: typed })
      assert.equal((value as Date).toISOString(), '2011-05-09T00:00:00.000Z', typed)
    }
    assert.deepEqual(await brokenRules(field, { birthDate: '31/12/1899' }), ['date.after'])
    const tomorrow = DateTime.now().plus({ days: 1 }).toFormat('dd/LL/yyyy')
    assert.deepEqual(await brokenRules(field, { birthDate: tomorrow }), ['date.before'])
    assert.deepEqual(await brokenRules(field, { birthDate: '31/02/2011' }), ['date'])
  })

  test('is stored as a calendar day, an empty answer as null', async ({ assert }) => {
    const field = fieldOf('date')
    const day = (await stored(field, new Date('2011-05-09T00:00:00Z'))) as DateTime
    assert.isTrue(DateTime.isDateTime(day))
    assert.equal(day.toISODate(), '2011-05-09')
    assert.isNull(await stored(field, ''))
  })

  test('is edited as dd/mm/yyyy and shown as its ISO day', ({ assert }) => {
    const field = fieldOf('date')
    const day = DateTime.fromISO('2011-05-09')
    assert.equal(inputOf(field, day), '09/05/2011')
    assert.deepEqual(shownOf(field, day), { value: '2011-05-09' })
    assert.deepEqual(shownOf(field, null), { value: '' })
  })

  test('is exported as a date cell, whatever form the database answers in', ({ assert }) => {
    const field = fieldOf('date')
    for (const raw of ['2011-05-09', '2011-05-09 00:00:00', new Date('2011-05-09T00:00:00Z')]) {
      assert.equal((cellOf(field, raw) as Date).toISOString(), '2011-05-09T00:00:00.000Z')
    }
    assert.isNull(cellOf(field, null))
    assert.equal(kindOf(field).export?.numFmt, 'yyyy-mm-dd')
  })
})
