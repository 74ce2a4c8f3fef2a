/**
 * The reports' data on the generated tournament (100,000 requests, 1,000,000
 * door passages, 200,000 restaurant logs): each report's Inertia visit as
 * the demo administrator (every type, every tournament, the last four weeks),
 * one request at a time, after a warm-up. Target: p95 under 200 ms for
 * every report, on SQLite (BENCH_SETUP=embedded) and PostgreSQL
 * (BENCH_SETUP=scale).
 *
 *   npm run bench:reports     (BENCH_REPORT_REQUESTS, BENCH_SETUP)
 *
 * The first run generates the data set (node ace db:generate with
 * --passages and --meals, a few minutes); later runs reuse it.
 */
import { ace, benchEnv, ensureBuild, startApp } from './lib/app_server.ts'
import { benchQuery, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import { staffSession } from './lib/staff_session.ts'

const FORMS = 100_000
const PASSAGES = 1_000_000
const MEALS = 200_000
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 40)
const TARGET_P95 = 200
const REPORTS = ['requests', 'backlog', 'decisions', 'badges', 'meals', 'passages', 'flags']

async function total(table: string) {
  const [row] = await benchQuery<{ total: string | number }>(
    `select count(*) as total from ${table}`
  )
  return Number(row.total)
}

async function dataSetReady() {
  try {
    return (
      (await total('forms')) === FORMS &&
      (await total('passages')) >= PASSAGES &&
      (await total('restaurant_logs')) >= MEALS
    )
  } catch {
    return false
  }
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]
}

ensureBuild()
if (!(await dataSetReady())) {
  await prepareDatabase()
  ace(
    [
      'db:generate',
      `--forms=${FORMS}`,
      '--seed=42',
      '--fresh',
      `--passages=${PASSAGES}`,
      `--meals=${MEALS}`,
    ],
    { ...benchEnv(), NODE_ENV: 'development' }
  )
}

const app = await startApp(3705)
try {
  const session = await staffSession(app.url, 'admin@demo.test')
  const headers = { cookie: session.cookie }
  const page = await fetch(`${app.url}/merchant/reports/requests`, { headers })
  const html = await page.text()
  const version = /version(?:&quot;|"):(?:&quot;|")([^&"]+)/.exec(html)?.[1] ?? ''
  const inertia = { ...headers, 'x-inertia': 'true', 'x-inertia-version': version }
  const [{ tennis }] = await benchQuery<{ tennis: number }>(
    "select id as tennis from tournaments where sport = 'tennis' and is_current = ? limit 1",
    [benchEnv().DB_CONNECTION === 'pg' ? true : 1]
  )
  const urls = [
    ...REPORTS.map((slug) => `/merchant/reports/${slug}`),
    `/merchant/reports/requests?tournament=${tennis}&type=press`,
    `/merchant/reports/meals?tournament=${tennis}&category=press`,
  ]
  const results = []
  for (const url of urls) {
    const times: number[] = []
    let bytes = 0
    for (let index = 0; index < REQUESTS + 5; index++) {
      const started = performance.now()
      const response = await fetch(`${app.url}${url}`, { headers: inertia })
      const body = await response.text()
      const elapsed = performance.now() - started
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      bytes = Buffer.byteLength(body)
      if (index >= 5) times.push(elapsed)
    }
    times.sort((a, b) => a - b)
    const round = (value: number) => Math.round(value * 10) / 10
    results.push({
      url,
      p50: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
      max: round(times[times.length - 1]),
      bytes,
    })
  }
  report('reports', {
    dataSet: {
      forms: await total('forms'),
      passages: await total('passages'),
      restaurantLogs: await total('restaurant_logs'),
      formLogs: await total('form_logs'),
      tallies: await total('report_tallies'),
    },
    requestsPerReport: REQUESTS,
    reports: results,
    target: { p95: TARGET_P95 },
    pass: results.every((result) => result.p95 < TARGET_P95),
  })
} finally {
  await app.stop()
}
