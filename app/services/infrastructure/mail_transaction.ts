import { AsyncLocalStorage } from 'node:async_hooks'
import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'

const transactions = new AsyncLocalStorage<TransactionClientContract>()

/**
 * The database queue keeps its jobs in the application's database (same
 * connection as the models), so a mail job can be written by the caller's
 * transaction. Redis and sync queues cannot: their callers queue after commit.
 */
export function mailJobsShareTransactions() {
  return env.get('QUEUE_DRIVER') === 'database'
}

/**
 * mail.sendLater() whose job row is inserted through `trx` (decision 0010):
 * the job commits with the rows it talks about, in the same commit, and a
 * rolled-back transaction leaves no mail behind.
 */
export function sendLaterWithin(trx: TransactionClientContract, message: BaseMail) {
  return transactions.run(trx, () => mail.sendLater(message))
}

/** The transaction the current mail.sendLater() call must queue through, if any. */
export function mailTransaction() {
  return transactions.getStore()
}
