import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { rm, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { UPLOADS_DIRECTORY } from '#config/bodyparser'
import app from '@adonisjs/core/services/app'
import { UPLOAD_LEFTOVER_AGE_MS, sweepUploadLeftovers } from '#services/files/upload_leftovers'
import { startInstance, type AppInstance } from '#tests/helpers/app_instance'
import { engineIndependent } from '#tests/helpers/engines'

/** A temporary upload whose request ended long ago, as a crashed process leaves it. */
async function staleUpload(name: string) {
  const path = join(UPLOADS_DIRECTORY, name)
  await writeFile(path, 'an applicant photo')
  const longAgo = new Date(Date.now() - UPLOAD_LEFTOVER_AGE_MS - 60_000)
  await utimes(path, longAgo, longAgo)
  return path
}

test.group('Temporary uploads left by a stopped process', (group) => {
  engineIndependent(group)
  let instance: AppInstance | undefined
  group.teardown(() => instance?.stop())

  test('old ones are removed, uploads of requests in flight stay', async ({ assert, cleanup }) => {
    const stale = await staleUpload('left-by-a-crash')
    const inFlight = join(UPLOADS_DIRECTORY, 'being-uploaded')
    cleanup(async () => {
      await Promise.all([rm(stale, { force: true }), rm(inFlight, { force: true })])
    })
    await writeFile(inFlight, 'another applicant photo')

    assert.equal(await sweepUploadLeftovers(), 1)
    assert.isFalse(existsSync(stale))
    assert.isTrue(existsSync(inFlight))
  })

  test('a web process sweeps them when it starts', async ({ assert, cleanup }) => {
    const stale = await staleUpload('left-before-a-restart')
    cleanup(() => rm(stale, { force: true }))
    instance = await startInstance({
      NODE_ENV: 'production',
      DEV_MODE: '',
      APP_KEY: 'a-production-key-of-32-characters',
      APP_URL: 'https://acreditaciones.example.org',
      MAIL_MAILER: 'file',
      SQLITE_FILE: app.tmpPath('upload-sweep.sqlite3'),
    })
    /** The sweep runs beside the start, not before it: give it a moment. */
    for (let attempt = 0; attempt < 40 && existsSync(stale); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.isFalse(existsSync(stale), instance.output())
  }).timeout(60_000)
})
