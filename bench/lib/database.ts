import pg from 'pg'
import { ace, benchEnv } from './app_server.ts'

/** Creates (if missing), migrates and seeds the benchmark database with the demo data. */
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
  ace(['migration:run', '--force'], env)
  /** The demo seeder refuses production: seed as development, same database. */
  ace(['db:seed'], { ...env, NODE_ENV: 'development' })
}
