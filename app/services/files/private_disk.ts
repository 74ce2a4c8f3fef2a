import { copyFile, mkdir, rename, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import drive from '@adonisjs/drive/services/main'
import { FSDriver } from '@adonisjs/drive/drivers/fs'

/**
 * Puts a file of this machine on the private disk under `key` and removes the
 * local copy. On the local disk it is a rename: flydrive's `moveFromFs`
 * streams every byte through JavaScript and writes them again, which for an
 * upload's 1 MB document cost more CPU than the rest of its storing, and its
 * buffers drove V8 into extra full collections. Object storage (s3) uploads.
 */
export async function moveOntoDisk(localPath: string, key: string) {
  const disk = drive.use()
  if (!(disk.driver instanceof FSDriver)) return disk.moveFromFs(localPath, key)
  const { location: root } = disk.driver.options
  const target = join(typeof root === 'string' ? root : fileURLToPath(root), key)
  await mkdir(dirname(target), { recursive: true })
  try {
    await rename(localPath, target)
  } catch (error) {
    /** The upload directory is on another file system: copy, then remove. */
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await copyFile(localPath, target)
    await unlink(localPath)
  }
}
