import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'

/** Exports written by a test: removed so upload tests still find the storage empty. */
export async function clearExports() {
  await rm(app.makePath('tmp/storage-test/exports'), { recursive: true, force: true })
}
