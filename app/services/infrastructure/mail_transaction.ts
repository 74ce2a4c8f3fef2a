import { AsyncLocalStorage } from 'node:async_hooks'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import type { BaseMail } from '@adonisjs/mail'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'

const transactions = new AsyncLocalStorage<TransactionClientContract>()

/**
 * The database queue keeps its jobs in the application's database (same
 * connection as the models), so a job can be written by the caller's
 * transaction. Redis and sync queues cannot: their callers queue after commit.
 */
export function mailJobsShareTransactions() {
  return env.get('QUEUE_DRIVER') === 'database'
}

/**
 * Queues work (job dispatches, mail.sendLater) for the rows `trx` is writing
 * (decision 0080). Never queue inside a transaction any other way: SQLite has
 * one connection, the transaction holds it, and a job row written through
 * the pool waits for it until the pool gives up, blocking every request.
 *
 * - Database queue: the job rows are written by `trx` itself and commit (or
 *   roll back) with the rows they talk about; a failure to queue rolls the
 *   transaction back.
 * - Redis / sync: after the commit; a failure is logged, the rows stay.
 */
export async function queueWithin(
  trx: TransactionClientContract,
  work: () => Promise<unknown>
): Promise<void> {
  if (mailJobsShareTransactions()) {
    await transactions.run(trx, work)
    return
  }
  trx.after('commit', () =>
    work().then(
      () => {},
      (error) => logger.error({ err: error }, 'work not queued after the commit')
    )
  )
}

/** mail.sendLater() whose job row is written by `trx` (decision 0010); database queue only. */
export function sendLaterWithin(trx: TransactionClientContract, message: BaseMail) {
  return transactions.run(trx, () => mail.sendLater(message))
}

/** The transaction the current dispatch must write its job rows through, if any. */
export function queueTransaction() {
  return transactions.getStore()
}
