/**
 * Excel export of 100,000 press requests through the full stack: log in,
 * POST /merchant/mform/press/export (sync queue, so the response comes back
 * when the workbook is stored and the mail written), sampling the server's
 * resident memory meanwhile. Targets: under 10 s, RSS rise under 256 MB.
 * PostgreSQL only (the default bench database).
 *
 *   npm run bench:export          (BENCH_ROWS=… to change the size; BENCH_REBUILD=1 after code changes)
 */
import pg from 'pg'
import { ensureBuild, startApp, benchEnv } from './lib/app_server.ts'
import { prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const MARK = 'BENCHX'

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
         document, gender, email, cell_phone, address, city, cp, company, created_at, updated_at)
       select 'press', 'press', $1, '${MARK}' || lpad(n::text, 8, '0'),
         (array['waiting','approved','rejected'])[1 + n % 3], 'Name ' || n, 'Last ' || n,
         date '1980-01-01' + (n % 9000), 'D' || n, 'woman', 'p' || n || '@bench.test',
         '+34600000000', 'Calle Mayor 1', 'Madrid', '28001', 'Diario ' || (n % 50), now(), now()
       from generate_series(1, $2::int) as n`,
      [rows[0].id, ROWS]
    )
    await client.query(
      `insert into press_details (form_id, media_name, all_tournament, days)
       select id, 'Diario', true, '[]' from forms where code like '${MARK}%'`
    )
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

ensureBuild()
await prepareDatabase()
await seedForms()
const app = await startApp(3710, benchEnv({ QUEUE_DRIVER: 'sync' }))
try {
  const { jar, xsrf } = await login(app.url)
  const before = app.rssMb()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, app.rssMb())
  }, 50)
  const started = performance.now()
  const response = await fetch(`${app.url}/merchant/mform/press/export`, {
    method: 'POST',
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      'cookie': cookieHeader(jar),
      'x-xsrf-token': xsrf(),
    },
    body: JSON.stringify({}),
  })
  const seconds = Math.round((performance.now() - started) / 10) / 100
  clearInterval(sampler)
  if (response.status !== 202) throw new Error(`export answered ${response.status}`)
  const rssRiseMb = peak - before
  report('export', {
    rows: ROWS,
    seconds,
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssRiseMb,
    target: { seconds: 10, rssRiseMb: 256 },
    pass: seconds < 10 && rssRiseMb < 256,
  })
} finally {
  await app.stop()
}
