import { test } from '@japa/runner'
import { formType, formTypeSlugs } from '#forms/registry'
import { behaviourOf, slugsWithBehaviour } from '#services/forms/type_behaviour'

test.group('Form type behaviour', () => {
  test('every behaviour belongs to a registry type: a renamed slug cannot leave its hooks behind', ({
    assert,
  }) => {
    assert.includeMembers(formTypeSlugs(), slugsWithBehaviour())
  })

  test('the player form prefills and checks its limits; a type with no behaviour only stores', ({
    assert,
  }) => {
    const player = behaviourOf(formType('player')!)
    assert.isFunction(player.prefill?.values)
    assert.isFunction(player.hooks?.beforeCreate)
    assert.isFunction(behaviourOf(formType('guest')!).hooks?.beforeCreate)
    assert.deepEqual(behaviourOf(formType('press')!), {})
    assert.deepEqual(behaviourOf({ slug: 'toString' }), {}, 'own entries only')
  })
})
