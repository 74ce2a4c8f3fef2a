import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { storedFieldColumns } from '#services/files/form_files'
import { kindOf } from '#forms/kinds/index'

const ADDRESS = /[^\s<>,;"']+@[^\s<>,;"']+/g

/**
 * Every address the requests and collections hold, lower case: the
 * applicant's, each email field of the form types (a minor's guardian) and
 * the collectors'.
 */
export async function addressesOf(formIds: number[], collectionIds: number[]) {
  const stored = await storedFieldColumns()
  const columns = [
    { table: 'forms', column: 'email', key: 'id', ids: formIds },
    ...stored
      .filter(({ field, table }) => kindOf(field).holdsEmail && table !== 'forms')
      .map(({ table, column }) => ({ table, column, key: 'form_id', ids: formIds })),
    { table: 'collectives', column: 'email', key: 'id', ids: collectionIds },
  ]
  const found = new Set<string>()
  for (const { table, column, key, ids } of columns) {
    if (ids.length === 0) continue
    const rows = await db.from(table).whereIn(key, ids).whereNotNull(column).distinct(column)
    for (const row of rows) {
      const address = String(row[column]).trim().toLowerCase()
      if (address) found.add(address)
    }
  }
  return [...found]
}

/** The To, Cc and Bcc addresses of a queued mail job's data; none for another job. */
function recipientsOfJob(data: string): string[] {
  try {
    const job = JSON.parse(data)
    const message = job?.payload?.mailMessage?.message
    if (!message) return []
    const listed = JSON.stringify([message.to, message.cc, message.bcc])
    return [...listed.matchAll(ADDRESS)].map(([address]) => address.toLowerCase())
  } catch {
    return []
  }
}

/**
 * A mail waiting in the database queue holds its compiled message, names and
 * all: an erasure deletes the ones addressed to the erased person, in its
 * transaction. A mail being sent right now is left to finish.
 */
export async function dropQueuedMailsTo(trx: TransactionClientContract, addresses: string[]) {
  if (addresses.length === 0) return 0
  const erased = new Set(addresses)
  const waiting = await trx
    .from('queue_jobs')
    .whereIn('status', ['pending', 'delayed'])
    .select('id', 'data')
  const ids = waiting
    .filter((row) => recipientsOfJob(String(row.data)).some((address) => erased.has(address)))
    .map((row) => row.id)
  if (ids.length > 0) await trx.from('queue_jobs').whereIn('id', ids).delete()
  return ids.length
}
