import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/queue'
import { databaseQueue } from '#services/infrastructure/queue_database_adapter'

/**
 * Mail and exports run in the background: on the database in the embedded
 * setup (worker inside the web process), on Redis at scale (worker as its
 * own process: `node ace queue:work`). Tests run the database queue and the
 * inline worker, as `npm start` does.
 */
export default defineConfig({
  default: env.get('QUEUE_DRIVER'),
  adapters: {
    database: databaseQueue({ connectionName: env.get('DB_CONNECTION') }),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },
  worker: { concurrency: 2, idleDelay: '1s' },
  locations: ['./app/jobs/**/*.{ts,js}'],
})
