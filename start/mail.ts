/*
|--------------------------------------------------------------------------
| Durable mail queue
|--------------------------------------------------------------------------
| mail.sendLater() hands the compiled message to @adonisjs/queue (database
| or Redis) instead of process memory, so a restart loses no email.
*/

import mail from '@adonisjs/mail/services/main'
import type { MailersList } from '@adonisjs/mail/types'
import { knex } from '@boringnode/queue/drivers/knex_adapter'
import SendMailJob from '#jobs/send_mail_job'
import { mailTransaction } from '#services/infrastructure/mail_transaction'

mail.setMessenger((mailer) => ({
  async queue(mailMessage, sendConfig) {
    /**
     * Round-trip through JSON here, as the database and Redis adapters do,
     * so tests on the sync adapter catch views fed with non-serializable data.
     */
    const payload = JSON.parse(JSON.stringify({ mailMessage, sendConfig }))
    const dispatch = SendMailJob.dispatch({
      ...payload,
      mailerName: mailer.name as keyof MailersList,
    })
    /** Inside sendLaterWithin(): the database adapter, writing through that transaction. */
    const trx = mailTransaction()
    if (trx) dispatch.with(knex(trx.knexClient))
    await dispatch
  },
}))
