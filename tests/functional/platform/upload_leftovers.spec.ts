import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import { UPLOADS_DIRECTORY } from '#config/bodyparser'
import app from '@adonisjs/core/services/app'
import { UPLOAD_LEFTOVER_AGE_MS, sweepUploadLeftovers } from '#services/files/upload_leftovers'
import { startInstance, type AppInstance } from '#tests/helpers/app_instance'
import { checkOrphanFiles } from '#services/privacy/orphan_files'

const MB = 1024 * 1024

/**
 * Starts a multipart upload of a 10 MB photo and sends its first `sent`
 * bytes only, as a phone on a slow network would; the request stays open.
 */
function slowUpload(url: string, sent: number) {
  const boundary = 'crash-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="photo.jpg"\r\n` +
      'content-type: image/jpeg\r\n\r\n'
  )
  const upload = request(`${url}/forms/prensa`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + 10 * MB,
    },
  })
  upload.on('error', () => {})
  upload.write(head)
  upload.write(Buffer.alloc(sent, 0xff))
  return upload
}

/** The temporary uploads of one process, with their sizes. */
async function uploadsOf(pid: number) {
  const all = await readdir(UPLOADS_DIRECTORY)
  const names = all.filter((name) => name.startsWith(`${pid}-`))
  return Promise.all(
    names.map(async (name) => {
      const { size } = await stat(join(UPLOADS_DIRECTORY, name))
      return { name, size }
    })
  )
}
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

/** The orphan report reads the rows, so this one runs on both engines. */
test.group('Temporary uploads left by a crashed process', () => {
  test('a process killed mid-upload leaves its uploads, and the next start removes them at once', async ({
    assert,
    cleanup,
  }) => {
    const environment = { SQLITE_FILE: app.tmpPath('upload-crash.sqlite3'), LOG_LEVEL: 'info' }
    const crashed = await startInstance(environment)
    cleanup(() => crashed.stop())
    const uploads = [1, 2, 3].map(() => slowUpload(crashed.url, 4 * MB))
    cleanup(() => uploads.forEach((upload) => upload.destroy()))
    let inFlight: { name: string; size: number }[] = []
    for (let attempt = 0; attempt < 200; attempt++) {
      inFlight = await uploadsOf(crashed.pid)
      if (inFlight.length === 3 && inFlight.every(({ size }) => size >= 4 * MB)) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.lengthOf(inFlight, 3, 'each upload is being written to tmp/uploads')

    await crashed.crash()
    const leftovers = inFlight.map(({ name }) => join(UPLOADS_DIRECTORY, name))
    cleanup(async () => {
      await Promise.all(leftovers.map((path) => rm(path, { force: true })))
    })
    assert.isTrue(
      leftovers.every((path) => existsSync(path)),
      'kill -9 skips the cleanup'
    )
    const report = await checkOrphanFiles()
    for (const { name } of inFlight) assert.include(report.uploadLeftovers, `tmp/uploads/${name}`)

    /** Restarted a moment later, well within the hour an upload may take. */
    const instance = await startInstance(environment)
    cleanup(() => instance.stop())
    for (let attempt = 0; attempt < 40 && leftovers.some((path) => existsSync(path)); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.isFalse(
      leftovers.some((path) => existsSync(path)),
      instance.output()
    )
    assert.include(instance.output(), 'removed temporary uploads left by a stopped process')
    await instance.stop()
  }).timeout(90_000)
})
