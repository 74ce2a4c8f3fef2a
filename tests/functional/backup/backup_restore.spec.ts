import { createHash, randomUUID } from 'node:crypto'
import { copyFile, readdir, readFile, rm, stat, truncate } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { withSqliteFile } from '#services/backup/embedded_setup'
import { CookieClient } from '#tests/helpers/cookie_client'
import { photoJpeg } from '#tests/helpers/forms'
import { requiredFiles, validFields } from '#tests/helpers/form_payloads'
import { runAce, startInstance, type AppInstance } from '#tests/helpers/app_instance'
import { engineIndependent } from '#tests/helpers/engines'

/** An organiser's embedded setup of its own: database, private files, mail. */
const ROOT = app.tmpPath('backup-spec')
const SETUP = {
  DB_CONNECTION: 'sqlite',
  DRIVE_DISK: 'fs',
  SQLITE_FILE: join(ROOT, 'db.sqlite3'),
  STORAGE_DIR: join(ROOT, 'storage'),
  MAIL_DIR: join(ROOT, 'mail'),
  DB_SCHEMA_GENERATION: 'false',
  PUBLIC_SUBMIT_LIMIT: '100000',
}
const DEMO_PASSWORD = 'demo-password-2026'

type Answered = { key: string; at: number }

const inSetup = <T>(work: (client: QueryClientContract) => Promise<T>) =>
  withSqliteFile(SETUP.SQLITE_FILE, work)

async function filesUnder(directory: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>()
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const key = path.slice(directory.length + 1)
    hashes.set(
      key,
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex')
    )
  }
  return hashes
}

const sha256Of = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex')

/** Press requests with a photo, one after another, until told to stop. */
async function submitPress(
  url: string,
  fields: () => Record<string, string>,
  photo: Buffer,
  accepted: Answered[],
  refused: string[],
  running: () => boolean
) {
  const visitor = new CookieClient(url)
  await visitor.get('/forms/prensa')
  while (running()) {
    const key = randomUUID()
    const body = new FormData()
    for (const [name, value] of Object.entries({ ...fields(), submissionKey: key })) {
      body.append(name, value)
    }
    for (const file of requiredFiles('press')) {
      body.append(file.name, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg')
    }
    const response = await visitor.request('/forms/prensa', {
      method: 'POST',
      headers: { accept: 'text/html' },
      body,
    })
    await response.arrayBuffer()
    const location = response.headers.get('location') ?? ''
    if (response.status === 302 && location.endsWith('/gracias')) {
      accepted.push({ key, at: Date.now() })
    } else {
      refused.push(`${response.status} ${location}`)
    }
  }
}

/** The demo cashier at the staff restaurant, scanning and charging 1 € per holder in turn. */
async function chargeMeals(
  url: string,
  restaurantId: number,
  holders: { id: number; code: string }[],
  accepted: Answered[],
  refused: string[],
  running: () => boolean
) {
  const till = new CookieClient(url)
  await till.get('/merchant/login')
  await till.postForm('/merchant/login', {
    email: 'restaurante@demo.test',
    password: DEMO_PASSWORD,
  })
  const json = { 'accept': 'application/json', 'content-type': 'application/json' }
  for (let turn = 0; running(); turn++) {
    const holder = holders[turn % holders.length]
    await till.request(`/merchant/restaurant/${restaurantId}/validate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ scan: holder.code }),
    })
    const key = randomUUID()
    const response = await till.request(`/merchant/restaurant/${restaurantId}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ id: holder.id, type: 'amount', amount: '1', key }),
    })
    const answer = await response.text()
    if (response.status === 200 && answer.includes('"deducted"')) {
      accepted.push({ key, at: Date.now() })
    } else {
      refused.push(`${response.status} ${answer.slice(0, 120)}`)
    }
  }
}

test.group('Backup and restore of the embedded setup', (group) => {
  /** Its own embedded setup (SQLite file, storage) whatever DB_CONNECTION says: one engine is enough. */
  engineIndependent(group)
  let instance: AppInstance | undefined
  group.setup(async () => {
    await rm(ROOT, { recursive: true, force: true })
    return () => rm(ROOT, { recursive: true, force: true })
  })
  group.teardown(() => instance?.stop())

  test('a backup taken while requests and meals keep coming restores every committed row and file, and matching', async ({
    assert,
  }) => {
    for (const step of [['migration:run', '--force'], ['db:seed']]) {
      const { code, output } = await runAce(step, SETUP)
      assert.equal(code, 0, output)
    }
    const { spain, year, restaurantId, holders } = await inSetup(async (client) => {
      const [country] = await client.from('countries').where('code', 'ES').select('id')
      const [tennis] = await client
        .from('tournaments')
        .where('sport', 'tennis')
        .where('is_current', 1)
        .select('year')
      const [restaurant] = await client
        .from('restaurants')
        .where('name', 'Restaurante Staff')
        .select('id')
      const rows = await client
        .from('forms')
        .join('form_restaurants', 'form_restaurants.form_id', 'forms.id')
        .where('form_restaurants.restaurant_id', restaurant.id)
        .where('forms.state', 'approved')
        .where('forms.amount', '>=', 1000)
        .select('forms.id', 'forms.code', 'forms.amount')
      /** Money for every turn the till takes while the backup runs, however fast it charges. */
      await client
        .from('forms')
        .whereIn(
          'id',
          rows.map((row) => row.id)
        )
        .update({ amount: 10_000_000 })
      for (const row of rows) row.amount = 10_000_000
      return {
        spain: Number(country.id),
        year: Number(tennis.year),
        restaurantId: Number(restaurant.id),
        holders: rows.map((row) => ({
          id: Number(row.id),
          code: String(row.code),
          amount: Number(row.amount),
        })),
      }
    })
    assert.isAtLeast(holders.length, 5, 'the demo data has meal holders at the staff restaurant')

    instance = await startInstance(SETUP)
    const photo = await readFile(await photoJpeg('backup-photo.jpg'))
    const submissions: Answered[] = []
    const deductions: Answered[] = []
    const refused: string[] = []
    let running = true
    let before = { submissions: [] as string[], deductions: [] as string[] }
    const load = Promise.all([
      ...[1, 2].map(() =>
        submitPress(
          instance!.url,
          () => validFields('press', spain, year),
          photo,
          submissions,
          refused,
          () => running
        )
      ),
      ...[1, 2].map(() =>
        chargeMeals(instance!.url, restaurantId, holders, deductions, refused, () => running)
      ),
    ])
    try {
      while (submissions.length < 3 || deductions.length < 3) {
        assert.deepEqual(refused, [])
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const backupStarted = Date.now()
      const backup = await runAce(['backup', `--to=${join(ROOT, 'backups')}`], SETUP)
      const backupEnded = Date.now()
      assert.equal(backup.code, 0, backup.output)
      const during = (list: Answered[]) =>
        list.filter(({ at }) => at > backupStarted && at < backupEnded).length
      assert.isAbove(during(submissions), 0, 'requests were stored while the backup ran')
      assert.isAbove(during(deductions), 0, 'meals were charged while the backup ran')
      before = {
        submissions: submissions.filter(({ at }) => at < backupStarted).map(({ key }) => key),
        deductions: deductions.filter(({ at }) => at < backupStarted).map(({ key }) => key),
      }
    } finally {
      running = false
      await load
    }
    assert.deepEqual(refused, [], 'every request and every meal was taken')

    const written = await readdir(join(ROOT, 'backups'))
    const [archive] = written.filter((name) => name.endsWith('.tar'))
    assert.match(archive, /^acreditaciones-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/)
    const archivePath = join(ROOT, 'backups', archive)
    const { mode } = await stat(archivePath)
    assert.equal(mode & 0o777, 0o600, 'the archive is owner-only')

    const refusedWhileRunning = await runAce(['restore', archivePath, '--force'], SETUP)
    assert.equal(refusedWhileRunning.code, 1)
    assert.include(refusedWhileRunning.output, 'The app is still running')

    await instance.stop()
    const submittedKeys = submissions.map(({ key }) => key)
    const live = await inSetup(async (client) => ({
      forms: await client.from('forms').whereIn('submission_key', submittedKeys).orderBy('id'),
    }))
    assert.lengthOf(live.forms, submissions.length, 'each accepted request was stored once')
    const liveFiles = await filesUnder(SETUP.STORAGE_DIR)

    /** Wipe: the organiser's database and files are gone. */
    for (const suffix of ['', '-wal', '-shm']) await rm(SETUP.SQLITE_FILE + suffix, { force: true })
    await rm(SETUP.STORAGE_DIR, { recursive: true, force: true })

    const restore = await runAce(['restore', archivePath, '--force'], SETUP)
    assert.equal(restore.code, 0, restore.output)
    assert.include(restore.output, 'Restored the backup')

    const restored = await inSetup(async (client) => {
      const forms = await client
        .from('forms')
        .whereIn('submission_key', submittedKeys)
        .orderBy('id')
      const ids = forms.map((row) => row.id)
      return {
        forms,
        details: await client.from('press_details').whereIn('form_id', ids).select('form_id'),
        createdLogs: await client
          .from('form_logs')
          .whereIn('form_id', ids)
          .where('type', 'created')
          .select('form_id'),
        logs: await client
          .from('restaurant_logs')
          .whereIn(
            'idempotency_key',
            deductions.map(({ key }) => key)
          )
          .select('form_id', 'amount', 'idempotency_key'),
        balances: await client
          .from('forms')
          .whereIn(
            'id',
            holders.map(({ id }) => id)
          )
          .select('id', 'amount'),
      }
    })

    /** Every request committed before the backup is back, each exactly as it was stored. */
    const restoredKeys = restored.forms.map((row) => row.submission_key)
    for (const key of before.submissions) assert.include(restoredKeys, key)
    const liveById = new Map(live.forms.map((row) => [row.id, row]))
    for (const row of restored.forms) assert.deepEqual(row, liveById.get(row.id))
    /** No partial request: each has its detail row and its history. */
    assert.sameMembers(
      restored.details.map((row) => row.form_id),
      restored.forms.map((row) => row.id)
    )
    assert.sameMembers(
      restored.createdLogs.map((row) => row.form_id),
      restored.forms.map((row) => row.id)
    )
    /** Every meal charged before the backup is back, and each balance matches its ledger. */
    const restoredDeductions = restored.logs.map((row) => row.idempotency_key)
    for (const key of before.deductions) assert.include(restoredDeductions, key)
    for (const holder of holders) {
      const charged = restored.logs
        .filter((row) => row.form_id === holder.id)
        .reduce((sum, row) => sum + Number(row.amount), 0)
      const balance = restored.balances.find((row) => row.id === holder.id)!
      assert.equal(Number(balance.amount) + charged, holder.amount, `balance of form ${holder.id}`)
    }
    /** Files are back byte for byte, each named by a row, and every row has its file. */
    const restoredFiles = await filesUnder(SETUP.STORAGE_DIR)
    assert.isAbove(restoredFiles.size, 0)
    for (const [key, hash] of restoredFiles) assert.equal(hash, liveFiles.get(key), key)
    for (const row of restored.forms) assert.isTrue(restoredFiles.has(row.photo_path))
    const orphans = await runAce(['privacy:orphans'], SETUP)
    assert.equal(orphans.code, 0, orphans.output)
    assert.include(orphans.output, 'Every private file has its row and every row its file')

    /** A damaged archive is refused and changes nothing. */
    const restoredDatabase = await sha256Of(SETUP.SQLITE_FILE)
    const cut = join(ROOT, 'cut.tar')
    await copyFile(archivePath, cut)
    const { size } = await stat(cut)
    await truncate(cut, Math.floor(size / 2))
    const damaged = await runAce(['restore', cut, '--force'], SETUP)
    assert.equal(damaged.code, 1)
    assert.include(damaged.output, `The archive ${cut} is damaged`)
    assert.include(damaged.output, 'nothing was restored')
    assert.equal(await sha256Of(SETUP.SQLITE_FILE), restoredDatabase)
    assert.deepEqual(await filesUnder(SETUP.STORAGE_DIR), restoredFiles)
  }).timeout(360_000)

  test('on PostgreSQL the commands refuse and name pg_dump and pg_restore', async ({ assert }) => {
    const pg = { ...SETUP, DB_CONNECTION: 'pg' }
    const backup = await runAce(['backup'], pg)
    assert.equal(backup.code, 1)
    assert.include(backup.output, 'back it up with pg_dump and restore it with pg_restore')
    const restore = await runAce(['restore', 'any.tar', '--force'], pg)
    assert.equal(restore.code, 1)
    assert.include(restore.output, 'pg_dump')
    /** Two boots of `node ace`: seconds each, a minute on a loaded machine. */
  }).timeout(180_000)
})
