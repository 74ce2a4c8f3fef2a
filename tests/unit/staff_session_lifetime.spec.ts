import { test } from '@japa/runner'
import User from '#models/user'
import {
  ABSOLUTE_LIMIT_MS,
  IDLE_LIMIT_MS,
  stampFor,
  verdictOf,
} from '#services/auth/staff_sessions'

function userAt(version: number) {
  const user = new User()
  user.sessionVersion = version
  return user
}

test.group('Staff session lifetime', () => {
  test('a fresh session stands', ({ assert }) => {
    const user = userAt(3)
    assert.equal(verdictOf(stampFor(user, 1_000), user, 2_000), 'valid')
  })

  test("a session opened before the user's sessions were ended is revoked", ({ assert }) => {
    const stamp = stampFor(userAt(3), 1_000)
    assert.equal(verdictOf(stamp, userAt(4), 2_000), 'revoked')
  })

  test('a session left idle too long ends', ({ assert }) => {
    const user = userAt(0)
    const stamp = stampFor(user, 0)
    assert.equal(verdictOf(stamp, user, IDLE_LIMIT_MS), 'valid')
    assert.equal(verdictOf(stamp, user, IDLE_LIMIT_MS + 1), 'idle')
  })

  test('a busy session still ends at its absolute lifetime', ({ assert }) => {
    const user = userAt(0)
    const stamp = { ...stampFor(user, 0), seenAt: ABSOLUTE_LIMIT_MS }
    assert.equal(verdictOf(stamp, user, ABSOLUTE_LIMIT_MS), 'valid')
    assert.equal(verdictOf(stamp, user, ABSOLUTE_LIMIT_MS + 1), 'expired')
  })
})
