import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import type { MailersList } from '@adonisjs/mail/types'

type SendMailPayload = {
  mailMessage: any
  sendConfig: unknown
  mailerName: keyof MailersList
}

/** Sends a message compiled by mail.sendLater(). Retried on SMTP hiccups. */
export default class SendMailJob extends Job<SendMailPayload> {
  static options: JobOptions = { queue: 'default', maxRetries: 5 }

  async execute() {
    const { mailMessage, sendConfig, mailerName } = this.payload
    await mail.use(mailerName).sendCompiled(mailMessage, sendConfig)
  }

  /** Out of retries: leave a trace instead of losing the mail silently. */
  async failed(error: Error) {
    logger.error(
      { err: error, to: this.payload.mailMessage?.message?.to },
      'mail could not be sent'
    )
  }
}
