import pg from 'pg'
import { ace, benchEnv } from './app_server.ts'

/**
 * Creates (if missing) the benchmark database and starts it afresh with the
 * demo data: every run begins from the same rows, not from the forms and
 * queued mail jobs earlier runs left (autovacuum is off on this machine's
 * PostgreSQL, so a grown table also kept stale planner statistics).
 */
export async function prepareDatabase() {
  const env = benchEnv()
  if (env.DB_CONNECTION === 'pg') {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: 5432,
      user: 'postgres',
      database: 'postgres',
    })
    await client.connect()
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      env.PG_DB_NAME,
    ])
    if (!rowCount) await client.query(`create database "${env.PG_DB_NAME}"`)
    await client.end()
  }
  ace(['migration:fresh', '--force'], env)
  /** The demo seeder refuses production: seed as development, same database. */
  ace(['db:seed'], { ...env, NODE_ENV: 'development' })
}

/** One query against the benchmark database (counts before and after a run, lookups). */
export async function benchQuery<T = Record<string, unknown>>(
  sql: string,
  bindings: unknown[] = []
): Promise<T[]> {
  const env = benchEnv()
  if (env.DB_CONNECTION === 'pg') {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: 5432,
      user: 'postgres',
      database: env.PG_DB_NAME,
    })
    await client.connect()
    try {
      let index = 0
      const { rows } = await client.query(
        sql.replace(/\?/g, () => `$${++index}`),
        bindings
      )
      return rows as T[]
    } finally {
      await client.end()
    }
  }
  const { DatabaseSync } = await import('node:sqlite')
  // Writable: a bench's setup changes rows (the till's holders) before the server starts.
  const sqlite = new DatabaseSync(env.SQLITE_FILE!)
  try {
    return sqlite.prepare(sql).all(...(bindings as (string | number | null)[])) as T[]
  } finally {
    sqlite.close()
  }
}

/** How many forms are stored. */
export async function formCount(): Promise<number> {
  const [row] = await benchQuery<{ total: string | number }>('select count(*) as total from forms')
  return Number(row.total)
}
