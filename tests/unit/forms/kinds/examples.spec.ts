import { test } from '@japa/runner'
import { FIELD_KINDS, type FieldKind } from '#forms/field_kinds'
import type { FieldSpec } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import type { FormMeta } from '#forms/kinds/form_meta'
import { brokenRules, fieldOf } from '#tests/helpers/field_kinds'

const options = { sizes: ['S', 'M', 'L'], golfPositions: ['marshal', 'scorer'] }
const context = { options, tournamentYear: 2026, sequence: 7 }
const meta = { options: options as unknown as FormMeta['options'], tournamentYear: 2026 }

/** A field of each kind as definitions write them (lists where the kind needs one). */
const FIELDS: Record<FieldKind, FieldSpec> = {
  text: fieldOf('text', { maxLength: 5 }),
  email: fieldOf('email'),
  tel: fieldOf('tel'),
  date: fieldOf('date'),
  number: fieldOf('number', { tournamentYear: true }),
  textarea: fieldOf('textarea'),
  select: fieldOf('select', { options: 'sizes' }),
  radio: fieldOf('radio', { options: 'sizes' }),
  yesno: fieldOf('yesno'),
  accept: fieldOf('accept'),
  multi: fieldOf('multi', { options: 'sizes' }),
  photo: fieldOf('photo'),
  document: fieldOf('document'),
}

test.group('Field kinds · example answers', () => {
  for (const kind of FIELD_KINDS.filter((name) => name !== 'photo' && name !== 'document')) {
    test(`${kind}: its example is an answer its own rule accepts`, async ({ assert }) => {
      const field = FIELDS[kind]
      const example = kindOf(field).example(field, context)
      assert.isDefined(example)
      assert.deepEqual(await brokenRules(field, { answer: example }, meta), [])
    })
  }

  test('an alphanumeric text fits its length; a second choice differs from the first', async ({
    assert,
  }) => {
    const licence = fieldOf('text', { alphanumeric: true, maxLength: 3 })
    const example = kindOf(licence).example(licence, context)
    assert.match(String(example), /^[A-Za-z0-9]{1,3}$/)
    const first = fieldOf('select', { name: 'first', options: 'golfPositions' })
    const second = fieldOf('select', { options: 'golfPositions', differentFrom: 'first' })
    const answers = {
      first: kindOf(first).example(first, context),
      answer: kindOf(second).example(second, context),
    }
    assert.notEqual(answers.answer, answers.first)
    assert.deepEqual(await brokenRules(second, answers, meta), [])
  })

  test('a file has no example (tests attach one); a list with no values has none', ({ assert }) => {
    assert.isUndefined(kindOf(FIELDS.photo).example(FIELDS.photo, context))
    assert.isUndefined(kindOf(FIELDS.document).example(FIELDS.document, context))
    const countries = fieldOf('select', { options: 'countries' })
    assert.isUndefined(kindOf(countries).example(countries, context))
  })
})
