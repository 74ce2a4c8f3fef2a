import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { mkdir, open, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { withSqliteFile } from '#services/backup/embedded_setup'
import { manifestHmac } from '#services/backup/manifest_checks'
import { endTar, readTar, writeTarEntry } from '#services/backup/tar_archive'
import { freshDatabase, runAce } from '#tests/helpers/app_instance'
import { engineIndependent } from '#tests/helpers/engines'

/** An organiser's embedded setup of its own, whose data a refused restore must leave alone. */
const ROOT = app.tmpPath('restore-refusals-spec')
const SETUP = {
  DB_CONNECTION: 'sqlite',
  DRIVE_DISK: 'fs',
  SQLITE_FILE: join(ROOT, 'db.sqlite3'),
  STORAGE_DIR: join(ROOT, 'storage'),
  MAIL_DIR: join(ROOT, 'mail'),
  DB_SCHEMA_GENERATION: 'false',
}
const LIVE_FILE = 'forms/live/photo.jpg'

type Entries = Map<string, Buffer>

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function entriesOf(archive: string): Promise<Entries> {
  const entries: Entries = new Map()
  const file = await open(archive, 'r')
  try {
    await readTar(file, async ({ name, chunks }) => {
      const parts: Buffer[] = []
      for await (const chunk of chunks) parts.push(chunk)
      entries.set(name, Buffer.concat(parts))
    })
  } finally {
    await file.close()
  }
  return entries
}

async function writeArchive(path: string, entries: Entries) {
  const out = createWriteStream(path)
  const closed = once(out, 'close')
  for (const [name, bytes] of entries) await writeTarEntry(out, name, bytes.length, [bytes])
  await endTar(out)
  out.end()
  await closed
}

/** An archive with the given files and manifest, signed under this installation's key. */
async function craft(
  name: string,
  base: Entries,
  change: (manifest: Record<string, unknown>, files: Entries) => void
) {
  const manifest = JSON.parse(base.get('manifest.json')!.toString('utf8'))
  const files: Entries = new Map()
  change(manifest, files)
  const text = Buffer.from(JSON.stringify(manifest))
  const entries: Entries = new Map([['database.sqlite3', base.get('database.sqlite3')!]])
  for (const [key, bytes] of files) entries.set(`files/${key}`, bytes)
  entries.set('manifest.json', text)
  entries.set('manifest.hmac', Buffer.from(manifestHmac(text)))
  const path = join(ROOT, name)
  await writeArchive(path, entries)
  return path
}

/** What an organiser would lose: the database, every private file, and leftovers beside them. */
async function liveState() {
  const storage = await readdir(SETUP.STORAGE_DIR, { recursive: true })
  const beside = await readdir(ROOT)
  return {
    database: sha256(await readFile(SETUP.SQLITE_FILE)),
    storage: storage.sort(),
    photo: sha256(await readFile(join(SETUP.STORAGE_DIR, LIVE_FILE))),
    beside: beside.filter((name) => /restoring|replaced/.test(name)),
  }
}

test.group('Restore refuses a malformed or edited archive before anything changes', (group) => {
  /** Its own SQLite file and storage in child processes, whatever DB_CONNECTION says. */
  engineIndependent(group)
  let good: string
  let base: Entries
  group.setup(async () => {
    await rm(ROOT, { recursive: true, force: true })
    await mkdir(join(SETUP.STORAGE_DIR, 'forms', 'live'), { recursive: true })
    await freshDatabase(SETUP)
    const backup = await runAce(['backup', `--to=${join(ROOT, 'backups')}`], SETUP)
    if (backup.code !== 0) throw new Error(backup.output)
    const [written] = await readdir(join(ROOT, 'backups'))
    good = join(ROOT, 'backups', written)
    base = await entriesOf(good)
    await writeFile(join(SETUP.STORAGE_DIR, LIVE_FILE), 'the live photo')
    return () => rm(ROOT, { recursive: true, force: true })
  })

  test('{name}: refused with its reason, no stack trace, the live data untouched')
    .with([
      {
        name: 'no database',
        reason: 'its manifest describes the database without a size and checksum',
        change: (manifest: Record<string, unknown>) => delete manifest.database,
      },
      {
        name: 'files: [null]',
        reason: 'its manifest names file 1 that is not a file key',
        change: (manifest: Record<string, unknown>) => (manifest.files = [null]),
      },
      {
        name: 'missing: null',
        reason: 'its manifest has no list of missing files',
        change: (manifest: Record<string, unknown>) => (manifest.missing = null),
      },
      {
        name: 'overlapping keys forms/a and forms/a/b',
        reason: 'it names forms/a both as a file and as the folder of forms/a/b',
        change: (manifest: Record<string, unknown>, files: Entries) => {
          for (const key of ['forms/a', 'forms/a/b']) files.set(key, Buffer.from(key))
          manifest.files = [...files].map(([key, bytes]) => ({
            key,
            bytes: bytes.length,
            sha256: sha256(bytes),
          }))
        },
      },
      {
        name: 'a key that leaves the storage folder',
        reason: 'its manifest names missing file 1 that is not a file key',
        change: (manifest: Record<string, unknown>) => (manifest.missing = ['../db.sqlite3']),
      },
    ])
    .run(async ({ assert }, { name, reason, change }) => {
      const before = await liveState()
      const archive = await craft(`${name.replace(/\W+/g, '-')}.tar`, base, change)

      const restore = await runAce(['restore', archive, '--force'], SETUP)

      assert.equal(restore.code, 1, restore.output)
      assert.include(restore.output, `The archive ${archive} is damaged (${reason})`)
      assert.include(restore.output, 'nothing was restored')
      assert.notMatch(restore.output, /Error:|\n\s+at /)
      assert.deepEqual(await liveState(), before)
    })
    .timeout(120_000)

  test('an archive whose database and checksum were edited together is refused', async ({
    assert,
  }) => {
    /** A forged database: the backup's own, with an administrator of the attacker's. */
    const forged = join(ROOT, 'forged.sqlite3')
    await writeFile(forged, base.get('database.sqlite3')!)
    await withSqliteFile(forged, (client) =>
      client.table('users').insert({
        email: 'intruder@example.org',
        name: 'Intruder',
        password: 'x',
        is_admin: true,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
    )
    const forgedBytes = await readFile(forged)
    const manifest = JSON.parse(base.get('manifest.json')!.toString('utf8'))
    manifest.database = { bytes: forgedBytes.length, sha256: sha256(forgedBytes) }
    const edited = new Map(base)
    edited.set('database.sqlite3', forgedBytes)
    edited.set('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)))
    const archive = join(ROOT, 'edited.tar')
    await writeArchive(archive, edited)
    const before = await liveState()

    const restore = await runAce(['restore', archive, '--force'], SETUP)

    assert.equal(restore.code, 1, restore.output)
    assert.include(restore.output, 'does not carry this installation’s signature')
    assert.include(restore.output, 'nothing was restored')
    assert.deepEqual(await liveState(), before)

    /** The same archive without its signature is refused too. */
    edited.delete('manifest.hmac')
    await writeArchive(archive, edited)
    const unsigned = await runAce(['restore', archive, '--force'], SETUP)
    assert.equal(unsigned.code, 1, unsigned.output)
    assert.include(unsigned.output, 'its manifest is not signed')
    assert.deepEqual(await liveState(), before)
  }).timeout(120_000)

  test('the backup as written restores: its database and files replace the live ones', async ({
    assert,
  }) => {
    const archive = await craft('good.tar', base, (manifest, files) => {
      files.set('forms/kept/photo.jpg', Buffer.from('a restored photo'))
      manifest.files = [...files].map(([key, bytes]) => ({
        key,
        bytes: bytes.length,
        sha256: sha256(bytes),
      }))
    })
    for (const path of [good, archive]) {
      const restore = await runAce(['restore', path, '--force'], SETUP)
      assert.equal(restore.code, 0, restore.output)
      assert.include(restore.output, 'Restored the backup')
      assert.equal(sha256(await readFile(SETUP.SQLITE_FILE)), sha256(base.get('database.sqlite3')!))
    }
    const restored = await readdir(SETUP.STORAGE_DIR, { recursive: true, withFileTypes: true })
    assert.deepEqual(
      restored.filter((entry) => entry.isFile()).map((entry) => entry.name),
      ['photo.jpg']
    )
    assert.equal(
      await readFile(join(SETUP.STORAGE_DIR, 'forms/kept/photo.jpg'), 'utf8'),
      'a restored photo'
    )
  }).timeout(120_000)
})
