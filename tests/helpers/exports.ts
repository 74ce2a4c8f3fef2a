import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { readDecodedMailbox } from '#tests/helpers/mailbox'

/** Exports written by a test: removed so upload tests still find the storage empty. */
export async function clearExports() {
  await rm(app.makePath('tmp/storage-test/exports'), { recursive: true, force: true })
}

/** The signed link of the newest mail, as a path with its query string. */
export async function linkFromMailbox(): Promise<string> {
  const mails = await readDecodedMailbox()
  const match = (mails.at(-1) ?? '').match(/https?:\/\/[^/\s"]+(\/merchant\/exports\/[^\s"<]+)/)
  if (!match) throw new Error('no export link in the mailbox')
  return match[1].replace(/&amp;/g, '&')
}
