import User from '#models/user'

export const TEST_PASSWORD = 'correct-horse-battery'

let sequence = 0

/** A staff user with no capability unless given. */
export async function createUser(overrides: Partial<User> = {}) {
  sequence += 1
  return User.create({
    name: 'Test',
    lastName: `User ${sequence}`,
    email: `user${sequence}-${Date.now()}@example.test`,
    password: TEST_PASSWORD,
    ...overrides,
  })
}
