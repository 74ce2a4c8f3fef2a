import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { moveOntoDisk } from '#services/files/private_disk'

/** Exports live on the private disk; only a signed link for their owner reads them. */
export function exportKey(file: string) {
  return `exports/${file}.xlsx`
}

/** Moves a finished workbook onto the private disk and names it with a random id. */
export async function storeExport(path: string): Promise<string> {
  const file = randomUUID()
  await moveOntoDisk(path, exportKey(file))
  return file
}

/** A workbook outlives its 24-hour link by a day at most, then it is deleted. */
export const EXPORT_RETENTION_MS = 2 * 24 * 60 * 60 * 1000

/**
 * Deletes stored workbooks older than the retention: personal data should
 * not pile up on the disk once nobody can download it. Runs after each new
 * export, so it needs no scheduler.
 */
export async function pruneExpiredExports(now = Date.now()): Promise<number> {
  const disk = drive.use()
  const { objects } = await disk.listAll('exports', { recursive: false })
  let deleted = 0
  for (const object of objects) {
    if (object.isDirectory) continue
    const { lastModified } = await object.getMetaData()
    if (now - lastModified.getTime() > EXPORT_RETENTION_MS) {
      await disk.delete(object.key)
      deleted += 1
    }
  }
  return deleted
}
