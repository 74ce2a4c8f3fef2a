import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { fileTransport } from '#services/infrastructure/mail_file_transport'

/** Where the file mailer writes: personal data too, so `privacy:orphans` looks there. */
export const MAIL_DIRECTORY = env.get('MAIL_DIR') ?? app.tmpPath(app.inTest ? 'mail-test' : 'mail')

const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER'),
  from: { address: env.get('MAIL_FROM'), name: 'Acreditaciones' },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST'),
      port: env.get('SMTP_PORT'),
      secure: env.get('SMTP_PORT') === 465,
      auth: {
        type: 'login',
        user: env.get('SMTP_USERNAME'),
        pass: env.get('SMTP_PASSWORD').release(),
      },
    }),
    /** Development: every message is written to tmp/mail as an .eml file. */
    file: fileTransport(MAIL_DIRECTORY),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
