import { rm } from 'node:fs/promises'
import pg from 'pg'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'

/**
 * The suite owns its database: a fresh SQLite file, or (DB_CONNECTION=pg)
 * a PostgreSQL database created on the shared server if it is missing and
 * wiped. The shared servers are never stopped or touched otherwise.
 */
export async function prepareTestDatabase() {
  if (env.get('DB_CONNECTION') === 'pg') {
    await createPgDatabaseIfMissing(env.get('PG_DB_NAME'))
  } else {
    await db.manager.closeAll()
    /** The write-ahead log too: a stale one would be replayed into the new file. */
    for (const suffix of ['', '-wal', '-shm']) {
      await rm(app.tmpPath(`test.sqlite3${suffix}`), { force: true })
    }
  }
  await rm(app.makePath('tmp/storage-test'), { recursive: true, force: true })
  await db.connection().dropAllTables()
  await testUtils.db().migrate()
}

export async function createPgDatabaseIfMissing(name: string) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe test database name: ${name}`)
  const client = new pg.Client({
    host: env.get('PG_HOST'),
    port: env.get('PG_PORT'),
    user: env.get('PG_USER'),
    password: env.get('PG_PASSWORD').release(),
    database: 'postgres',
  })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

/**
 * Empties every table between tests, keeping the schema, with plain queries
 * (testUtils.db().truncate() runs migration:run in-process, whose migrator
 * closes the shared connection and leaves later suites' global transactions
 * unable to roll back).
 */
export async function truncateAll() {
  const connection = db.connection()
  const all = await connection.getAllTables(['public'])
  const tables = all.filter((table) => !['adonis_schema', 'adonis_schema_versions'].includes(table))
  if (!connection.dialect.name.includes('sqlite')) {
    /**
     * DELETE, not TRUNCATE: TRUNCATE waits for an exclusive lock behind any open
     * transaction (the inline worker's poll) and rewrites every table's files,
     * seconds per test; the tables hold a test's few rows. Foreign keys are not
     * checked inside (replica role); sequences restart as TRUNCATE's would.
     */
    const statements = tables.map((table) => `DELETE FROM "${table.replaceAll('"', '""')}";`)
    await connection.rawQuery(
      [
        'BEGIN;',
        'SET LOCAL session_replication_role = replica;',
        ...statements,
        `SELECT setval(oid::regclass, 1, false) FROM pg_class WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace;`,
        'COMMIT;',
      ].join('\n')
    )
    return
  }
  await connection.rawQuery('PRAGMA foreign_keys = OFF')
  try {
    for (const table of tables) await connection.truncate(table, true)
  } finally {
    await connection.rawQuery('PRAGMA foreign_keys = ON')
  }
}
