import { randomUUID } from 'node:crypto'
import { lstat, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { CookieClient } from '#tests/helpers/cookie_client'
import { photoJpeg } from '#tests/helpers/forms'
import { requiredFiles, validFields } from '#tests/helpers/form_payloads'
import { runAce } from '#tests/helpers/app_instance'
import {
  databaseOf,
  newDataDir,
  npmStart,
  npmStop,
  removeDataDir,
  type Started,
} from '#tests/helpers/npm_start'
import { engineIndependent } from '#tests/helpers/engines'

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false
  )

/** A press request with a photo sent to a started app: its stored row (photo key and email). */
async function submitPress(started: Started) {
  const database = databaseOf(started.dataDir).connection()
  const [spain] = await database.from('countries').where('code', 'ES').select('id')
  const [tennis] = await database
    .from('tournaments')
    .where('sport', 'tennis')
    .where('is_current', 1)
    .select('year')
  const key = randomUUID()
  const body = new FormData()
  const fields = validFields('press', Number(spain.id), Number(tennis.year))
  for (const [name, value] of Object.entries({ ...fields, submissionKey: key })) {
    body.append(name, value)
  }
  const photo = await readFile(await photoJpeg('data-folders-photo.jpg'))
  for (const file of requiredFiles('press')) {
    body.append(file.name, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg')
  }
  const visitor = new CookieClient(started.url)
  await visitor.get('/forms/prensa')
  const response = await visitor.request('/forms/prensa', {
    method: 'POST',
    headers: { accept: 'text/html' },
    body,
  })
  await response.arrayBuffer()
  if (response.headers.get('location')?.endsWith('/gracias') !== true) {
    throw new Error(`refused: ${response.status} ${response.headers.get('location')}`)
  }
  return database
    .from('forms')
    .where('submission_key', key)
    .select('photo_path', 'email')
    .firstOrFail()
}

/** The mails in a data folder that name `email`, waiting for the queued one. */
async function mailsTo(dataDir: string, email: string, wait = true) {
  const deadline = Date.now() + (wait ? 30_000 : 0)
  for (;;) {
    const folder = join(dataDir, 'tmp', 'mail')
    const names = await readdir(folder).catch(() => [] as string[])
    const found: string[] = []
    for (const name of names) {
      const text = await readFile(join(folder, name), 'utf8')
      if (text.includes(email)) found.push(name)
    }
    if (found.length || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

test.group('Two npm start instances of one checkout', (group) => {
  /** Each instance has its own SQLite file and storage, whatever DB_CONNECTION says. */
  engineIndependent(group)
  const running: Started[] = []
  group.teardown(async () => {
    for (const started of running) {
      await databaseOf(started.dataDir).close()
      await npmStop(started)
      await removeDataDir(started.dataDir)
    }
  })

  test('each keeps its photos, mail and backup in its own data folder, also after the other stops', async ({
    assert,
  }) => {
    /** As in a fresh clone: no bundles or service worker yet in public/ (the build writes them). */
    const publicFolder = app.makePath('public')
    for (const name of await readdir(publicFolder)) {
      if (name === 'assets' || name === 'desk-sw.js' || /^workbox-.+\.js$/.test(name))
        await rm(join(publicFolder, name), { recursive: true, force: true })
    }
    const first = await npmStart(await newDataDir())
    running.push(first)
    const buildStamp = () => stat(app.makePath('build', '.sources-sha256'))
    const built = await buildStamp()
    const second = await npmStart(await newDataDir())
    running.push(second)
    /** The first build's own output (bundles, service worker) is no change of sources: no rebuild under the first. */
    const rebuilt = await buildStamp()
    assert.equal(
      rebuilt.mtimeMs,
      built.mtimeMs,
      'the second npm start rebuilt build/ under the first'
    )

    /** A request to each lands in its own folder, and none in the other's. */
    async function assertOwnData(own: Started, other: Started) {
      const row = await submitPress(own)
      assert.isTrue(await exists(join(own.dataDir, 'storage', row.photo_path)), 'photo in its own')
      assert.isFalse(await exists(join(other.dataDir, 'storage', row.photo_path)))
      assert.isNotEmpty(await mailsTo(own.dataDir, row.email), 'mail in its own folder')
      assert.isEmpty(await mailsTo(other.dataDir, row.email, false))
      return row
    }
    await assertOwnData(first, second)
    await assertOwnData(second, first)

    await npmStop(second)
    const afterStop = await assertOwnData(first, second)

    /** Nothing in the build leads to a data folder another instance could move. */
    for (const name of ['tmp', 'storage']) {
      const info = await lstat(join(app.makePath('build'), name)).catch(() => null)
      assert.isFalse(info?.isSymbolicLink() ?? false, `build/${name} is a link`)
    }

    /** The first instance's backup, from the checkout with its DATA_DIR, holds its photo. */
    const backups = join(first.dataDir, 'backups')
    const backup = await runAce(['backup', `--to=${backups}`], { DATA_DIR: first.dataDir })
    assert.equal(backup.code, 0, backup.output)
    const [archive] = await readdir(backups)
    const listed = await readFile(join(backups, archive))
    assert.isTrue(listed.includes(Buffer.from(`files/${afterStop.photo_path}`)))
    const orphans = await runAce(['privacy:orphans'], { DATA_DIR: first.dataDir })
    assert.equal(orphans.code, 0, orphans.output)
  }).timeout(900_000)
})
