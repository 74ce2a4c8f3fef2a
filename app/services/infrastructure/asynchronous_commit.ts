import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * This transaction's commit does not wait for the disk (PostgreSQL's
 * asynchronous commit): still atomic, but a crash within a fraction of a
 * second may undo it. Only for a row of a batch whose last write is a normal
 * commit: flushing that commit's WAL flushes every record before it, so the
 * batch is durable once its caller answers. SQLite's commits are left as
 * they are (its durability is set per connection).
 */
export async function commitWithoutWaitingForDisk(trx: TransactionClientContract) {
  if (trx.dialect.name === 'postgres') await trx.rawQuery('set local synchronous_commit = off')
}
