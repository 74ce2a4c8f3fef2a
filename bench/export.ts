/**
 * Excel export of 100,000 press requests through the full stack, deployed
 * as at scale (README): the web process queues the job on the database
 * queue and a worker process (`node ace queue:work`) builds the workbook.
 * Log in, POST /merchant/mform/press/export (202), then time until the
 * workbook is on the private disk, sampling the worker's resident memory.
 * Targets: under 10 s, RSS rise under 256 MB.
 * Meanwhile a second staff member loads a cheap staff page (OTHER_PAGE, 20
 * pages/s) from the web process: its p95 during the export must stay under
 * twice its p95 measured just before. PostgreSQL only (the default bench database).
 *
 *   npm run bench:export          (BENCH_ROWS=… to change the size; BENCH_REBUILD=1 after code changes;
 *                                  BENCH_WORKER_NICE, BENCH_WORKER_NODE_OPTIONS to start the worker otherwise)
 */
import { readdirSync, statSync } from 'node:fs'
import pg from 'pg'
import { ensureBuild, startApp, startWorker, benchEnv, ROOT } from './lib/app_server.ts'
import { prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import { load } from './lib/load.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const MARK = 'BENCHX'
/**
 * A light staff screen (a dozen users), loaded by another session during the
 * export at a steady 20 pages/s (staff at work), not as fast as possible:
 * the question is how long they wait, not how much CPU is left.
 */
const OTHER_PAGE = process.env.BENCH_OTHER_PAGE ?? '/merchant/user'
const OTHER_CONNECTIONS = 2
const OTHER_RATE = 20
/** The worker's deployment (README, "Running at scale"). */
const WORKER_NICE = 5
const WORKER_NODE_OPTIONS = '--max-semi-space-size=4'

/** Replaces the previous run's rows with ROWS fresh press requests and their details. */
async function seedForms() {
  const env = benchEnv()
  const client = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: 'postgres',
    database: env.PG_DB_NAME,
  })
  await client.connect()
  try {
    await client.query(
      `delete from press_details where form_id in (select id from forms where code like '${MARK}%')`
    )
    await client.query(
      `delete from form_logs where form_id in (select id from forms where code like '${MARK}%')`
    )
    await client.query(`delete from forms where code like '${MARK}%'`)
    const { rows } = await client.query(
      `select id from tournaments where sport = 'tennis' and is_current = true limit 1`
    )
    if (!rows[0]) throw new Error('no current tennis tournament: seed the demo data first')
    await client.query(
      `insert into forms (type, category, tournament_id, code, state, name, last_name, birth_date,
         document, gender, email, cell_phone, address, city, cp, company, sort_name, sort_last_name,
         created_at, updated_at)
       select 'press', 'press', $1, '${MARK}' || lpad(n::text, 8, '0'),
         (array['waiting','approved','rejected'])[1 + n % 3], 'Name ' || n, 'Last ' || n,
         date '1980-01-01' + (n % 9000), 'D' || n, 'woman', 'p' || n || '@bench.test',
         '+34600000000', 'Calle Mayor 1', 'Madrid', '28001', 'Diario ' || (n % 50), 'name ' || n,
         'last ' || n, now(), now()
       from generate_series(1, $2::int) as n`,
      [rows[0].id, ROWS]
    )
    await client.query(
      `insert into press_details (form_id, media_name, all_tournament, days)
       select id, 'Diario', true, '[]' from forms where code like '${MARK}%'`
    )
    /**
     * As after any bulk load: without it each run's 100,000 deleted rows stay
     * in the indexes and the planner works from no statistics at all (a
     * 250-row keyset chunk then took 340 ms instead of a few).
     */
    await client.query('vacuum analyze forms, press_details')
  } finally {
    await client.end()
  }
}

/** Cookies of a response, merged into a jar. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const index = pair.indexOf('=')
    jar.set(pair.slice(0, index), pair.slice(index + 1))
  }
}

function cookieHeader(jar: Map<string, string>) {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

async function login(url: string) {
  const jar = new Map<string, string>()
  keepCookies(jar, await fetch(`${url}/merchant/login`))
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
  const response = await fetch(`${url}/merchant/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cookie': cookieHeader(jar),
      'x-xsrf-token': xsrf(),
    },
    body: new URLSearchParams({ email: 'admin@demo.test', password: 'demo-password-2026' }),
  })
  keepCookies(jar, response)
  return { jar, xsrf }
}

/** Where the worker stores finished workbooks (config/drive.ts, from the build's root). */
const EXPORTS = `${ROOT}build/storage/exports`

function storedWorkbooks() {
  try {
    return new Set(readdirSync(EXPORTS))
  } catch {
    return new Set<string>()
  }
}

/** Resolves with the new workbook's size once it is on the private disk. */
async function newWorkbook(before: Set<string>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const added = [...storedWorkbooks()].find((file) => !before.has(file))
    if (added) return statSync(`${EXPORTS}/${added}`).size
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('no workbook was stored in time')
}

ensureBuild()
await prepareDatabase()
await seedForms()
const queued = benchEnv({ QUEUE_DRIVER: 'database', QUEUE_INLINE_WORKER: 'false' })
const app = await startApp(3710, queued)
/**
 * Started as the README deploys it: below the web processes' priority (staff
 * pages first, exports after) and with a small young generation, so a long
 * export's garbage is collected early instead of growing the heap.
 */
const worker = startWorker(
  { ...queued, NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS ?? WORKER_NODE_OPTIONS },
  Number(process.env.BENCH_WORKER_NICE ?? WORKER_NICE)
)
try {
  const { jar, xsrf } = await login(app.url)
  const other = await login(app.url)
  const otherLoad = (options: { duration: number; until?: Promise<unknown> }) =>
    load({
      url: `${app.url}${OTHER_PAGE}`,
      connections: OTHER_CONNECTIONS,
      overallRate: OTHER_RATE,
      headers: { cookie: cookieHeader(other.jar) },
      ...options,
    })
  await otherLoad({ duration: 2 })
  const quiet = await otherLoad({ duration: 5 })
  const before = worker.rssMb()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, worker.rssMb())
  }, 50)
  const cpuBefore = app.cpuMs() + worker.cpuMs()
  const workbooksBefore = storedWorkbooks()
  const started = performance.now()
  let finished = started
  let workbookBytes = 0
  const exported = fetch(`${app.url}/merchant/mform/press/export`, {
    method: 'POST',
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      'cookie': cookieHeader(jar),
      'x-xsrf-token': xsrf(),
    },
    body: JSON.stringify({}),
  }).then(async (answer) => {
    if (answer.status !== 202) throw new Error(`export answered ${answer.status}`)
    workbookBytes = await newWorkbook(workbooksBefore)
    finished = performance.now()
    return answer
  })
  const [response, during] = await Promise.all([
    exported,
    otherLoad({ duration: 600, until: exported }),
  ])
  const seconds = Math.round((finished - started) / 10) / 100
  /** Web and worker CPU (all threads) during the export, the other page's requests included. */
  const serverCpuSeconds = Math.round((app.cpuMs() + worker.cpuMs() - cpuBefore) / 10) / 100
  clearInterval(sampler)
  if (response.status !== 202) throw new Error(`export answered ${response.status}`)
  const rssRiseMb = peak - before
  if (quiet.non2xx || during.non2xx) throw new Error(`${OTHER_PAGE} answered non-2xx statuses`)
  const otherP95Ratio = Math.round((during.p95 / quiet.p95) * 100) / 100
  report('export', {
    rows: ROWS,
    /** From the POST to the workbook on the private disk (queue pick-up included). */
    seconds,
    workbookBytes,
    workerNice: worker.nice,
    serverCpuSeconds,
    /** The worker process's resident memory: it is the one building the workbook. */
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssRiseMb,
    /** Another staff member's page, 20 a second, before and during the export. */
    otherPage: OTHER_PAGE,
    otherBefore: quiet,
    otherDuring: during,
    otherP95Ratio,
    target: { seconds: 10, rssRiseMb: 256, otherP95Ratio: 2 },
    pass: seconds < 10 && rssRiseMb < 256 && otherP95Ratio < 2,
  })
} finally {
  await worker.stop()
  await app.stop()
}
