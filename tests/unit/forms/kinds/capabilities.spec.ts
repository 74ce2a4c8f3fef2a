import { test } from '@japa/runner'
import { FIELD_KINDS } from '#forms/field_kinds'
import { FIELD_KIND_BEHAVIOURS } from '#forms/kinds/index'
import type { FieldKindBehaviour } from '#forms/kinds/kind'

type Capability = 'storesFile' | 'typedByPerson' | 'holdsEmail' | 'presetByLink' | 'optionalOnEdit'

const kindsThat = (capability: Capability) =>
  FIELD_KINDS.filter((kind) => (FIELD_KIND_BEHAVIOURS[kind] as FieldKindBehaviour)[capability])

test.group('Field kind capabilities', () => {
  test('files are stored, and kept on an edit sent empty, by photos and documents only', ({
    assert,
  }) => {
    assert.deepEqual(kindsThat('storesFile'), ['photo', 'document'])
    assert.deepEqual(kindsThat('optionalOnEdit'), ['photo', 'document'])
  })

  test('what a person typed (text, email, phone, notes) is blanked on erasure; numbers and answers are not', ({
    assert,
  }) => {
    assert.deepEqual(kindsThat('typedByPerson'), ['text', 'email', 'tel', 'textarea'])
  })

  test('only email fields hold addresses and only drop-down lists take a link preset', ({
    assert,
  }) => {
    assert.deepEqual(kindsThat('holdsEmail'), ['email'])
    assert.deepEqual(kindsThat('presetByLink'), ['select'])
  })
})
