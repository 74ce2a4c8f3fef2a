import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

const migrations = { naturalSort: true, paths: ['database/migrations'] }
/** Tests migrate many times: only real migrations regenerate database/schema.ts. */
const schemaGeneration = {
  enabled: !app.inTest && env.get('DB_SCHEMA_GENERATION'),
  rulesPaths: ['./database/schema_rules.js'],
}

/** The embedded database: what `node ace backup` snapshots. */
export const SQLITE_FILE =
  env.get('SQLITE_FILE') ?? app.tmpPath(app.inTest ? 'test.sqlite3' : 'db.sqlite3')
/** A fresh clone has no tmp/ yet. */
mkdirSync(dirname(SQLITE_FILE), { recursive: true, mode: 0o700 })

/**
 * Each SQLite connection: SQLite's built-in lower() folds ASCII only, so
 * "ÁNGELA" never matched "ángela" in the `lower(column) like ?` searches
 * (PostgreSQL's folds every letter): it is replaced with JavaScript's
 * toLowerCase.
 */
function prepareSqliteConnection(
  connection: {
    function: (name: string, options: object, fn: (value: unknown) => unknown) => void
    pragma: (source: string) => unknown
    prepare: (source: string) => unknown
  },
  done: (error: Error | null, connection: unknown) => void
) {
  connection.prepare = reusedStatements(connection.prepare.bind(connection))
  connection.function('lower', { deterministic: true }, (value) =>
    value === null || value === undefined ? null : String(value).toLowerCase()
  )
  /**
   * Write-ahead log: a backup's snapshot (`node ace backup`) reads while
   * submissions and deductions keep writing; in the default rollback mode a
   * long read stalls every writer. It also lets `node ace restore` see that
   * the app still has the file open (decision 0085).
   */
  connection.pragma('journal_mode = WAL')
  done(null, connection)
}

/** Statements kept per SQLite connection: the app's queries are a few hundred shapes. */
const STATEMENTS_KEPT = 500

/**
 * The query builder compiles every query anew (SQLite's prepare: 12 % of a
 * till's busy CPU). The same SQL text is the same statement: it is compiled
 * once per connection and reused, the least recently used dropped past the
 * limit (queries with inlined lists can have many texts). A statement is run
 * whole before the next query starts (the driver is synchronous), so one is
 * never shared by two queries at once; SQLite recompiles it itself after a
 * schema change.
 */
function reusedStatements<Statement>(prepare: (source: string) => Statement) {
  const kept = new Map<string, Statement>()
  return (source: string) => {
    let statement = kept.get(source)
    if (statement === undefined) statement = prepare(source)
    else kept.delete(source)
    kept.set(source, statement)
    if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!)
    return statement
  }
}

/**
 * One code base, two engines: the embedded SQLite file is the default,
 * PostgreSQL is used with DB_CONNECTION=pg. Every migration and query
 * must work on both (CI runs the suite on each).
 */
const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: SQLITE_FILE,
      },
      useNullAsDefault: true,
      pool: { afterCreate: prepareSqliteConnection },
      migrations,
      schemaGeneration,
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST'),
        port: env.get('PG_PORT'),
        user: env.get('PG_USER'),
        password: env.get('PG_PASSWORD').release(),
        database: env.get('PG_DB_NAME'),
      },
      pool: {
        min: 0,
        max: 10,
        /** Same clock as the app: timestamps are written and compared in UTC. */
        afterCreate: (connection: any, done: (error: unknown, connection: unknown) => void) => {
          connection.query(`SET timezone = 'UTC'`, (error: unknown) => done(error, connection))
        },
      },
      migrations,
      schemaGeneration,
    },
  },
})

export default dbConfig
