import { mkdir, writeFile } from 'node:fs/promises'
import { createTransport } from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Development mail transport: writes each message to tmp/mail as an .eml
 * file a newcomer can open, so no message is silently dropped.
 */
export class FileTransport implements MailTransportContract {
  #transporter = createTransport({ streamTransport: true, buffer: true })

  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const info = await this.#transporter.sendMail(message)
    await mkdir(this.directory, { recursive: true })
    const safeId = String(info.messageId).replace(/[^a-zA-Z0-9.@-]/g, '')
    await writeFile(`${this.directory}/${Date.now()}-${safeId}.eml`, info.message as Buffer)
    return new MailResponse(info.messageId, info.envelope, info)
  }
}

export function fileTransport(directory: string) {
  return () => new FileTransport(directory)
}
