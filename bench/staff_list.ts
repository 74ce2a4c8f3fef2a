/**
 * Staff list on 100,000 forms: search + state filter + sort + page, as a
 * logged-in reviewer, 10 connections. Against a plain node:http hello
 * world in the same run. Target: p95 under 150 ms. It also prints the bytes
 * of the list's page data as staff move around: the first Inertia visit
 * (translations included), a later one (the browser holds them) and a page
 * change (a partial reload of the list alone). Target: a later visit of 25
 * rows at most 15 KB.
 *
 *   npm run bench:staff-list     (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_LIST_URL)
 *
 * The first run generates the 100,000 forms (node ace db:generate, ~30 s).
 */
import { startBaseline } from './lib/baseline.ts'
import { load } from './lib/load.ts'
import { ace, benchEnv, cpuMeter, ensureBuild, startApp } from './lib/app_server.ts'
import { benchQuery, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import { staffSession } from './lib/staff_session.ts'

const FORMS = 100_000
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const LIST =
  process.env.BENCH_LIST_URL ??
  '/merchant/mform/press?search=gar&state=waiting&sort=lastName&direction=asc&page=2'
const TARGET_P95 = 150
const TARGET_VISIT_BYTES = 15_000

/**
 * Bytes of the list's Inertia page data: a first visit, a later one (the
 * browser says it holds the translations, as Inertia's client does) and a
 * page change asking for the list's props only.
 */
async function visitBytes(
  url: string,
  path: string,
  headers: Record<string, string>,
  html: string
) {
  const version = /version(?:&quot;|"):(?:&quot;|")([^&"]+)/.exec(html)?.[1] ?? ''
  const inertia = { ...headers, 'x-inertia': 'true', 'x-inertia-version': version }
  const visit = async (extra: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, { headers: { ...inertia, ...extra } })
    if (response.status !== 200) throw new Error(`Inertia visit answered ${response.status}`)
    const text = await response.text()
    return { bytes: Buffer.byteLength(text), page: JSON.parse(text) }
  }
  const first = await visit()
  const held = Object.keys(first.page.onceProps ?? {}).join(',')
  const later = await visit({ 'x-inertia-except-once-props': held })
  const pageChange = await visit({
    'x-inertia-except-once-props': held,
    'x-inertia-partial-component': first.page.component,
    'x-inertia-partial-data': 'filters,rows,meta',
  })
  return {
    rows: first.page.props.rows.length,
    firstVisit: first.bytes,
    laterVisit: later.bytes,
    pageChange: pageChange.bytes,
  }
}

ensureBuild()
await prepareDatabase()
const [{ total }] = await benchQuery<{ total: string | number }>(
  'select count(*) as total from forms'
)
/** Exactly the generated tournament: other benchmarks add forms to the same database. */
if (Number(total) !== FORMS) {
  ace(['db:generate', `--forms=${FORMS}`, '--seed=42', '--fresh'], {
    ...benchEnv(),
    NODE_ENV: 'development',
  })
}

const baseline = await startBaseline()
const app = await startApp(3702)
try {
  /** The demo administrator reviews every type (database/seeders/main_seeder.ts). */
  const session = await staffSession(app.url, 'admin@demo.test')
  /** A full page visit (HTML with the page's props embedded), as a bookmark opens it. */
  const headers = { cookie: session.cookie }
  const check = await fetch(`${app.url}${LIST}`, { headers, redirect: 'manual' })
  if (check.status !== 200) throw new Error(`${LIST} answered ${check.status}`)
  const html = await check.text()
  const matching = Number(
    /&quot;total&quot;:(\d+)|"total":(\d+)/.exec(html)?.slice(1).find(Boolean) ?? Number.NaN
  )

  const bytes = await visitBytes(app.url, LIST, headers, html)

  await load({ url: baseline.url, connections: CONNECTIONS, duration: 3 })
  await load({ url: `${app.url}${LIST}`, connections: CONNECTIONS, duration: 3, headers })
  const base = await load({ url: baseline.url, connections: CONNECTIONS, duration: DURATION })
  const cpu = cpuMeter(app.pids)
  const list = await load({
    url: `${app.url}${LIST}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  })
  const cpuUse = cpu(list.total)
  report('staff_list', {
    list: LIST,
    formsInDatabase: FORMS,
    matchingForms: matching,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    baseline: base,
    app: list,
    ratio: Math.round((list.requestsPerSecond / base.requestsPerSecond) * 1000) / 1000,
    /** Server CPU per request: all threads, and by thread kind. */
    serverCpuMsPerRequest: cpuUse.total,
    serverCpuMsPerRequestByThread: cpuUse.byThread,
    pageDataBytes: bytes,
    target: { p95: TARGET_P95, laterVisitBytes: TARGET_VISIT_BYTES },
    pass:
      list.p95 < TARGET_P95 &&
      list.errors === 0 &&
      list.non2xx === 0 &&
      bytes.laterVisit <= TARGET_VISIT_BYTES,
  })
} finally {
  await app.stop()
  await baseline.stop()
}
