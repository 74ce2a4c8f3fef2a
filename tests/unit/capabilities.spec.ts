import { test } from '@japa/runner'
import User from '#models/user'
import { capabilitiesOf, hasCapability } from '#services/auth/capabilities'

test.group('Capabilities', () => {
  test('a new user holds no capability', ({ assert }) => {
    const user = new User()
    user.merge({
      canCreate: false,
      canEdit: false,
      canPrint: false,
      canRfid: false,
      canToppanel: false,
      isAdmin: false,
    })
    assert.deepEqual(capabilitiesOf(user), [])
  })

  test('each flag grants only its capability', ({ assert }) => {
    const user = new User()
    user.merge({ canPrint: true, canRfid: false, isAdmin: false })
    assert.isTrue(hasCapability(user, 'print'))
    assert.isFalse(hasCapability(user, 'rfid'))
    assert.isFalse(hasCapability(user, 'admin'))
  })

  test('an admin holds every capability', ({ assert }) => {
    const user = new User()
    user.merge({ isAdmin: true })
    assert.deepEqual(capabilitiesOf(user), ['create', 'edit', 'print', 'rfid', 'toppanel', 'admin'])
  })
})
