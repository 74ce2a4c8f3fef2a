import { configProvider } from '@adonisjs/core'
import type { Knex } from 'knex'
import { queueTransaction } from '#services/infrastructure/mail_transaction'

/**
 * The database queue, writing each job row through the client its caller is
 * in: the transaction of queueWithin() (decision 0080), otherwise the client
 * Lucid gives every other query on that connection (the pool; in tests, the
 * test's global transaction, so jobs and the rows they read roll back together).
 */
export function databaseQueue(config: { connectionName?: string; tableName?: string } = {}) {
  return configProvider.create(async (app) => {
    const db = await app.container.make('lucid.db')
    const { knex } = await import('@boringnode/queue/drivers/knex_adapter')
    const name = config.connectionName || db.primaryConnectionName
    const current = (): Knex =>
      queueTransaction()?.knexClient ?? db.connection(name).getWriteClient()
    /** A knex instance is a function with properties: forward both to the current client. */
    const client = new Proxy(function () {}, {
      apply: (_target, _this, args: unknown[]) => (current() as any)(...args),
      get: (_target, property) => {
        const target = current()
        const value = Reflect.get(target, property)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    return knex(client as unknown as Knex, config.tableName)
  })
}
