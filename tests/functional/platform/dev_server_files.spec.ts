import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { engineIndependent } from '#tests/helpers/engines'

/**
 * The test server runs the Vite development server in-process, as
 * `npm run dev` does: it must answer for the front end only, never for the
 * database, stored files, mail, secrets or the server's sources.
 */
const PRIVATE_PATHS = [
  '/tmp/test.sqlite3',
  '/.env.test',
  '/.env.example',
  '/package.json',
  '/start/env.ts',
  '/config/app.ts',
  '/app/models/user.ts',
  '/app/services/review/photo_check.ts',
  '/app/services/review/photo_rules/../photo_review.ts',
  '/database/schema.ts',
  '/database/migrations/0002_create_users_table.ts',
  '/adonisrc.ts',
  '/.adonisjs/server/routes.json',
  '/tmp/%64b.sqlite3',
  '/inertia/../tmp/test.sqlite3',
  '/.git/config',
]

test.group('Development server files', (group) => {
  engineIndependent(group)
  test('private paths are not served: {$self}')
    .with(PRIVATE_PATHS)
    .run(async ({ client, assert }, path) => {
      const response = await client.get(path)
      assert.notInclude([200, 206, 304], response.status(), `${path} answered ${response.status()}`)
    })

  test('files outside the front-end sources are not served through /@fs/', async ({
    client,
    assert,
  }) => {
    for (const file of ['tmp/test.sqlite3', 'start/env.ts', '.env.test']) {
      const response = await client.get(`/@fs${app.makePath(file)}`)
      assert.notInclude([200, 206, 304], response.status(), `/@fs/…/${file}: ${response.status()}`)
    }
  })

  test('the front end is still served to the page', async ({ client, assert }) => {
    for (const path of [
      '/@vite/client',
      '/inertia/app.tsx',
      '/app/services/review/photo_rules/photo_rules.ts',
    ]) {
      const response = await client.get(path)
      assert.equal(response.status(), 200, path)
    }
  })
})
