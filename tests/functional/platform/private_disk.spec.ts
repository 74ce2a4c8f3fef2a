import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import { moveOntoDisk } from '#services/files/private_disk'
import { engineIndependent } from '#tests/helpers/engines'

/**
 * Uploads, exports and import results reach the private disk through
 * `moveOntoDisk`: the bytes arrive whole and no local copy stays behind,
 * whether the file is on the disk's own file system (a rename) or on another
 * one (/dev/shm is a tmpfs: rename fails with EXDEV and it copies).
 */
test.group('Private disk · moving local files onto it', (group) => {
  engineIndependent(group)
  for (const [place, parent] of [
    ['the same file system', () => app.makePath('tmp')],
    ['another file system (tmpfs)', () => '/dev/shm'],
  ] as const) {
    test(`a file from ${place} arrives byte for byte and leaves nothing behind`, async ({
      assert,
      cleanup,
    }) => {
      if (!existsSync(parent())) return assert.fail(`${parent()} is missing on this machine`)
      const folder = await mkdtemp(join(parent(), 'move-'))
      cleanup(() => rm(folder, { recursive: true, force: true }))
      const local = join(folder, 'upload.pdf')
      const contents = randomBytes(300_000)
      await writeFile(local, contents)
      /** Its own folder, removed whole: other suites check the disk holds nothing of theirs. */
      const key = `private-disk-test/${randomBytes(8).toString('hex')}.pdf`
      cleanup(() => drive.use().deleteAll('private-disk-test'))

      await moveOntoDisk(local, key)

      assert.isTrue(Buffer.from(await drive.use().getBytes(key)).equals(contents))
      assert.isFalse(existsSync(local))
    })
  }
})
