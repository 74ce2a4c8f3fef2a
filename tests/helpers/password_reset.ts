import { decodeQuotedPrintable, readMailbox } from '#tests/helpers/mailbox'

/** Asks for a reset link as the forgot-password page does. */
export async function requestReset(client: any, email: string) {
  return client
    .post('/merchant/forgot-password')
    .header('referer', '/merchant/forgot-password')
    .form({ email })
    .withCsrfToken()
    .redirects(0)
}

/** The reset link in the newest mail, as a path with its signature. */
export async function linkFromMailbox(): Promise<string> {
  const mails = await readMailbox()
  const text = decodeQuotedPrintable(mails.at(-1) ?? '')
  const match = text.match(/https?:\/\/[^/\s"]+(\/merchant\/reset-password\/[^\s"<]+)/)
  if (!match) throw new Error('no reset link in the mailbox')
  return match[1].replace(/&amp;/g, '&')
}
