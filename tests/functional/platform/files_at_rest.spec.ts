import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readdir, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { storeExport } from '#services/exports/export_files'
import { clearExports } from '#tests/helpers/exports'
import { openTournaments, pdf, photoJpeg } from '#tests/helpers/forms'
import { publicPath, requiredDownloads, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { truncateAll } from '#tests/helpers/database'

const run = promisify(execFile)
const STORAGE = app.makePath('tmp/storage-test')
async function mode(path: string) {
  const info = await stat(path)
  return info.mode & 0o777
}

async function filesUnder(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Photos, ID documents, exports and the embedded database are the app user's alone. */
test.group('Files at rest', (group) => {
  group.each.setup(() => truncateAll())
  group.each.teardown(() => clearExports())

  test('a stored upload and its folders are owner-only', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    const response = await client
      .post(publicPath('line'))
      .header('referer', publicPath('line'))
      .withCsrfToken()
      .withSession({ downloaded_documents: requiredDownloads('line') })
      .redirects(0)
      .fields(validFields('line', spain.id, THIS_YEAR))
      .file('image', await photoJpeg())
      .file('experience', await pdf())
    assert.equal(response.header('location'), '/forms/lineas/gracias')
    const files = await filesUnder(join(STORAGE, 'forms'))
    assert.isNotEmpty(files)
    for (const file of files) assert.equal(await mode(file), 0o600, file)
    assert.equal(await mode(join(STORAGE, 'forms')), 0o700)
  })

  test('an export is owner-only', async ({ assert }) => {
    const local = app.tmpPath('export-mode.xlsx')
    await writeFile(local, 'workbook')
    const file = await storeExport(local)
    assert.equal(await mode(join(STORAGE, 'exports', `${file}.xlsx`)), 0o600)
    assert.equal(await mode(join(STORAGE, 'exports')), 0o700)
  })

  test('ace commands (the worker among them) write owner-only files under a permissive umask', async ({
    assert,
  }) => {
    const file = app.tmpPath('umask-check.sqlite3')
    await rm(file, { force: true })
    await run('sh', ['-c', 'umask 022 && exec "$0" ace migration:run --force', process.execPath], {
      cwd: app.makePath(),
      env: {
        PATH: process.env.PATH,
        DB_CONNECTION: 'sqlite',
        SQLITE_FILE: file,
        DB_SCHEMA_GENERATION: 'false',
      },
      timeout: 60_000,
    })
    assert.equal(await mode(file), 0o600)
    await rm(file, { force: true })
  }).timeout(70_000)

  test('the embedded database file is owner-only', async ({ assert }) => {
    assert.equal(await mode(app.tmpPath('test.sqlite3')), 0o600)
  }).skip(env.get('DB_CONNECTION') !== 'sqlite', 'the suite runs on PostgreSQL')
})
