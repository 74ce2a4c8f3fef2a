import { execFileSync } from 'node:child_process'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { CookieClient } from '#tests/helpers/cookie_client'
import {
  databaseOf,
  newDataDir,
  npmStart,
  npmStop,
  removeDataDir,
  type Started,
} from '#tests/helpers/npm_start'
import { engineIndependent } from '#tests/helpers/engines'
import { tokenSecret } from '#tests/helpers/partners'

/** Paths a file server of the checkout would answer; `npm start` must answer none of them. */
function privatePaths(photoKey: string) {
  return [
    '/tmp/db.sqlite3',
    '/tmp/app-key',
    '/tmp/mail/reset.eml',
    `/storage/${photoKey}`,
    `/${photoKey}`,
    '/build/tmp/db.sqlite3',
    '/assets/../tmp/db.sqlite3',
    '/%2e%2e/tmp/db.sqlite3',
    '/database/schema.ts',
    '/database/seeders/main_seeder.ts',
    '/app/models/user.ts',
    '/config/app.ts',
    '/start/env.ts',
    '/.env',
    '/.env.example',
    '/package.json',
    '/adonisrc.ts',
    '/bin/start.ts',
    '/inertia/app.tsx',
  ]
}

/** `npm start` with its data in a folder of the test's own, a stale mail file among it. */
async function startWithData(): Promise<Started> {
  const dataDir = await newDataDir()
  await writeFile(join(dataDir, 'tmp', 'mail', 'reset.eml'), 'Subject: reset link\n')
  return npmStart(dataDir)
}

/** A demo request's photo key, read from the started app's own database file. */
async function storedPhotoOf(started: Started): Promise<string> {
  const row = await databaseOf(started.dataDir)
    .connection()
    .from('forms')
    .whereNotNull('photo_path')
    .select('photo_path')
    .firstOrFail()
  return row.photo_path
}

async function stop(started: Started) {
  await databaseOf(started.dataDir).close()
  await npmStop(started)
  await removeDataDir(started.dataDir)
}

/** Tracked files that differ from the last commit, as `git status` lists them. */
function changedTrackedFiles(): string {
  return execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: app.makePath(),
    encoding: 'utf8',
  })
}

test.group('npm start', (group) => {
  engineIndependent(group)
  let started: Started
  let trackedBefore: string
  group.setup(async () => {
    trackedBefore = changedTrackedFiles()
    started = await startWithData()
    return () => stop(started)
  })

  test('leaves every tracked file of the checkout as it was (build, codegen, lockfile)', ({
    assert,
  }) => {
    assert.equal(changedTrackedFiles(), trackedBefore)
  })

  test('serves none of the checkout: database, mail, stored photos, keys, sources', async ({
    assert,
  }) => {
    const photoKey = await storedPhotoOf(started)
    await stat(join(started.dataDir, 'storage', photoKey))

    for (const path of privatePaths(photoKey)) {
      const response = await fetch(`${started.url}${path}`, { redirect: 'manual' })
      assert.notInclude([200, 206], response.status, `${path} answered ${response.status}`)
    }
  }).timeout(300_000)

  test('a stored photo is reachable only through the authorised preview route', async ({
    assert,
  }) => {
    const photoKey = await storedPhotoOf(started)
    const preview = `/merchant/preview?file=${encodeURIComponent(photoKey)}`

    const anonymous = await fetch(`${started.url}${preview}`, { redirect: 'manual' })
    assert.notInclude([200, 206], anonymous.status)

    const staff = new CookieClient(started.url)
    await staff.get('/merchant/login')
    const login = await staff.postForm('/merchant/login', {
      email: 'admin@demo.test',
      password: 'demo-password-2026',
    })
    assert.equal(login.status, 302)
    const response = await staff.get(preview)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'image/jpeg')
  }).timeout(60_000)

  test('listens on the loopback address only, with a key of its own kept owner-only', async ({
    assert,
  }) => {
    const port = new URL(started.url).port
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)
    if (outside) {
      const reached = await fetch(`http://${outside.address}:${port}/health`).then(
        () => true,
        () => false
      )
      assert.isFalse(reached, `reachable on ${outside.address}`)
    }

    const keyFile = join(started.dataDir, 'tmp', 'app-key')
    const mode = async (path: string) => {
      const info = await stat(path)
      return info.mode & 0o777
    }
    assert.equal(await mode(keyFile), 0o600)
    const key = await readFile(keyFile, 'utf8')
    assert.isAtLeast(key.trim().length, 32)
    assert.equal(await mode(join(started.dataDir, 'tmp', 'db.sqlite3')), 0o600)
    assert.equal(await mode(join(started.dataDir, 'storage')), 0o700)
  }).timeout(60_000)

  test("prints the demo partner's token once, and it reads the partner API", async ({ assert }) => {
    const tokens = [...started.output().matchAll(/ptk_\d+_[\w-]{43}/g)].map((match) => match[0])
    assert.isAbove(tokens.length, 0)
    assert.lengthOf(new Set(tokens), 1)
    const response = await fetch(`${started.url}/api/v1/credentials?limit=5`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    })
    assert.equal(response.status, 200)
    const body = (await response.json()) as { data: unknown[] }
    assert.lengthOf(body.data, 5)
    const stored = await databaseOf(started.dataDir)
      .connection()
      .from('partner_tokens')
      .select('hash')
    assert.notInclude(JSON.stringify(stored), tokenSecret(tokens[0]))
  }).timeout(60_000)
})
