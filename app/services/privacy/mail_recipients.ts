import { open, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import { MAIL_DIRECTORY } from '#config/mail'
import { storedFieldColumns } from '#services/files/form_files'
import { kindOf } from '#forms/kinds/index'

/** A message's headers fit in its first bytes. */
const HEADER_BYTES = 16 * 1024

/**
 * Every address a row holds, lower case: staff users, applicants and every
 * email field of the form types (a minor's guardian), collectors.
 */
async function knownAddresses(): Promise<Set<string>> {
  const stored = await storedFieldColumns()
  const columns = [
    { table: 'users', column: 'email' },
    { table: 'forms', column: 'email' },
    { table: 'collectives', column: 'email' },
    ...stored.filter(({ field }) => kindOf(field).holdsEmail),
  ]
  const known = new Set<string>()
  for (const { table, column } of columns) {
    const rows = await db.from(table).whereNotNull(column).distinct(column)
    for (const row of rows) known.add(String(row[column]).trim().toLowerCase())
  }
  return known
}

/** The To and Cc addresses of a raw message, lower case. */
export function recipientsOf(message: string): string[] {
  const headers = message.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ')
  const addresses: string[] = []
  for (const line of headers.split(/\r?\n/)) {
    const header = /^(to|cc):(.*)$/i.exec(line)
    if (!header) continue
    for (const [address] of header[2].matchAll(/[^\s<>,;"']+@[^\s<>,;"']+/g)) {
      addresses.push(address.toLowerCase())
    }
  }
  return addresses
}

async function headOf(path: string): Promise<string> {
  const file = await open(path, 'r')
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0)
    return buffer.subarray(0, bytesRead).toString('utf8')
  } finally {
    await file.close()
  }
}

/**
 * The file mailer's messages (full paths) addressed to nobody a row still
 * holds: a person erased, a user removed. Their copy of the message is
 * personal data the erasure could not reach.
 */
export async function mailsToNobodyKnown(): Promise<string[]> {
  const names = await readdir(MAIL_DIRECTORY).catch(() => [] as string[])
  const messages = names.filter((name) => name.endsWith('.eml'))
  if (messages.length === 0) return []
  const known = await knownAddresses()
  const orphans: string[] = []
  for (const name of messages) {
    const path = join(MAIL_DIRECTORY, name)
    const recipients = recipientsOf(await headOf(path).catch(() => ''))
    if (!recipients.some((address) => known.has(address))) orphans.push(path)
  }
  return orphans
}
