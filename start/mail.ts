/*
|--------------------------------------------------------------------------
| Durable mail queue
|--------------------------------------------------------------------------
| mail.sendLater() hands the compiled message to @adonisjs/queue (database
| or Redis) instead of process memory, so a restart loses no email.
*/

import mail from '@adonisjs/mail/services/main'
import type { MailersList } from '@adonisjs/mail/types'
import SendMailJob from '#jobs/send_mail_job'

mail.setMessenger((mailer) => ({
  async queue(mailMessage, sendConfig) {
    /**
     * Round-trip through JSON here, as the database and Redis adapters do,
     * so a sync queue also catches views fed with non-serializable data.
     */
    const payload = JSON.parse(JSON.stringify({ mailMessage, sendConfig }))
    /** Inside queueWithin(), the database queue writes the job through that transaction. */
    await SendMailJob.dispatch({ ...payload, mailerName: mailer.name as keyof MailersList })
  },
}))
