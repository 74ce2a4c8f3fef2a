/**
 * Likely duplicate people (decision 0135) on 20,000 generated requests of
 * both tournaments with 300 planted duplicates (accents, swapped surnames,
 * DNI with and without its letter or with separators, a birth-date typo;
 * one to four of them each, any type): recall and precision of a full scan
 * against the planted truth, the full scan's time, and the server CPU of the
 * check one submit runs, timed in the app on 200 requests.
 *
 *   npm run bench:duplicates   (BENCH_FORMS=20000, BENCH_DUPLICATES=300, BENCH_DB=sqlite for SQLite)
 *
 * Targets: recall and precision ≥ 95 %, full scan < 10 s, one check < 20 ms CPU.
 * Runs the app's sources (node ace), no production build needed.
 */
import { execFileSync } from 'node:child_process'
import pg from 'pg'
import { benchEnv, ROOT } from './lib/app_server.ts'
import { benchQuery } from './lib/database.ts'
import { report } from './lib/report.ts'

const FORMS = Number(process.env.BENCH_FORMS ?? 20_000)
const DUPLICATES = Number(process.env.BENCH_DUPLICATES ?? 300)
const SAMPLE = 200
const TARGET = { recall: 0.95, precision: 0.95, scanSeconds: 10, checkCpuMs: 20 }

/** db:generate refuses production; the sources run as in development, same database. */
const env = benchEnv({ NODE_ENV: 'development' })

function ace(args: string[]) {
  return execFileSync(process.execPath, ['ace', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
}

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
ace(['migration:fresh', '--force'])
ace(['db:seed'])
ace(['db:generate', `--forms=${FORMS}`, `--duplicates=${DUPLICATES}`, '--fresh', '--seed=34'])

const output = ace(['review:duplicates', `--sample=${SAMPLE}`, '--json'])
const figures = JSON.parse(output.trim().split('\n').at(-1)!) as {
  scan: { people: number; pairs: number; ms: number }
  check: { count: number; cpuMsP50: number; cpuMsP95: number; cpuMsMax: number }
}

/** A planted duplicate's code is its original's with a first "1" (planted_duplicates.ts). */
const [planted] = await benchQuery<{ total: string | number }>(
  `select count(*) as total from forms where code like '1%'`
)
const [found] = await benchQuery<{ total: string | number; correct: string | number }>(
  `select count(*) as total,
     sum(case when substr(a.code, 2) = substr(b.code, 2) and (a.code like '1%' or b.code like '1%') then 1 else 0 end) as correct
   from review_duplicates
   join forms a on a.id = review_duplicates.form_id
   join forms b on b.id = review_duplicates.other_form_id`
)
const truth = Number(planted.total)
const correct = Number(found.correct ?? 0)
const recall = truth ? correct / truth : 0
const precision = Number(found.total) ? correct / Number(found.total) : 0
const scanSeconds = figures.scan.ms / 1000
report('duplicates', {
  forms: FORMS,
  people: figures.scan.people,
  planted: truth,
  pairsFound: Number(found.total),
  correct,
  recall: Math.round(recall * 10_000) / 10_000,
  precision: Math.round(precision * 10_000) / 10_000,
  scanSeconds: Math.round(scanSeconds * 100) / 100,
  check: figures.check,
  target: TARGET,
  pass:
    recall >= TARGET.recall &&
    precision >= TARGET.precision &&
    scanSeconds < TARGET.scanSeconds &&
    figures.check.cpuMsP95 < TARGET.checkCpuMs,
})
