import { readdir, readFile, rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { waitForQueue } from '#tests/helpers/queue'

const directory = () => app.tmpPath('mail-test')

/**
 * Messages the development file transport wrote, oldest first, once the
 * inline worker has sent everything queued so far (mail is never sent by
 * the request itself).
 */
export async function readMailbox(): Promise<string[]> {
  await waitForQueue()
  return readMailboxNow()
}

/** The mailbox as it is at once, whatever the worker has still to send. */
export async function readMailboxNow(): Promise<string[]> {
  const files = await readdir(directory()).catch(() => [] as string[])
  return Promise.all(files.sort().map((file) => readFile(`${directory()}/${file}`, 'utf8')))
}

export async function clearMailbox() {
  await rm(directory(), { recursive: true, force: true })
}

/** Bytes written as =XX (quoted-printable bodies and RFC 2047 headers) back to UTF-8 text. */
function decodeHexEscapes(source: string): string {
  const bytes: number[] = []
  let text = ''
  const flush = () => {
    text += Buffer.from(bytes.splice(0)).toString('utf8')
  }
  for (let index = 0; index < source.length; index++) {
    const hex = source.slice(index + 1, index + 3)
    if (source[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
    } else {
      flush()
      text += source[index]
    }
  }
  flush()
  return text
}

/** A raw message with soft line breaks, =XX escapes and encoded headers decoded. */
export function decodeQuotedPrintable(source: string): string {
  const headersDecoded = source
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, encoded: string) =>
      decodeHexEscapes(encoded.replace(/_/g, ' '))
    )
  return decodeHexEscapes(headersDecoded.replace(/=\r?\n/g, ''))
}

/** The mailbox, decoded to readable text. */
export async function readDecodedMailbox(): Promise<string[]> {
  const mails = await readMailbox()
  return mails.map(decodeQuotedPrintable)
}
