/**
 * Public page GET through the full stack (session, CSRF, i18n, Inertia SSR,
 * gzip as a browser asks), against two anchors in the same run: a plain
 * node:http hello world, and the framework's floor (an empty Inertia page
 * behind the same middleware, start/routes/bench.ts). Both pages are loaded
 * as a first visit (no cookie: a session is opened) and as a later visit
 * (the session cookie of an earlier one). Everything runs interleaved in
 * alternating slices of one run. Target: at least 0.7 of the floor's req/s
 * (moonshot 0.9), first and later visits alike.
 *
 *   npm run bench:public-page   (BENCH_PAGE=/forms/recogepelotas, BENCH_SETUP=embedded|scale,
 *                                BENCH_DURATION per contender, BENCH_SLICES, BENCH_BUILD)
 */
import { startBaseline } from './lib/baseline.ts'
import { interleaved, ratio } from './lib/interleave.ts'
import { benchEnv, ensureBuild, startApp } from './lib/app_server.ts'
import { prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import { markMeasuredRun } from './lib/machine.ts'
import { newVisitor } from './lib/public_form.ts'

/** The embedded setup (as `npm start`) unless BENCH_SETUP says otherwise. */
process.env.BENCH_SETUP ??= 'embedded'

const PAGE = process.env.BENCH_PAGE ?? '/'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const SLICES = Number(process.env.BENCH_SLICES ?? 5)
const TARGET = { floorRatio: 0.7, moonshot: 0.9 }

ensureBuild()
await prepareDatabase()
const baseline = await startBaseline()
const app = await startApp(
  Number(process.env.BENCH_PORT ?? 3700),
  benchEnv({ BENCH_FLOOR_ROUTES: 'true' })
)
try {
  const FLOOR = '/__bench/floor'
  for (const path of [PAGE, FLOOR]) {
    const check = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'gzip' } })
    if (check.status !== 200) throw new Error(`${path} answered ${check.status}`)
    if (check.headers.get('content-encoding') !== 'gzip') throw new Error(`${path} was not gzipped`)
  }
  /** A later visit sends the cookies the first one set (session, XSRF-TOKEN). */
  const returning = await newVisitor(app.url, PAGE)
  const floorReturning = await newVisitor(app.url, FLOOR)
  const contenders = {
    baseline: { load: { url: baseline.url, connections: CONNECTIONS } },
    pageFirstVisit: {
      load: { url: `${app.url}${PAGE}`, connections: CONNECTIONS },
      cpuMs: app.cpuMs,
    },
    floorFirstVisit: {
      load: { url: `${app.url}${FLOOR}`, connections: CONNECTIONS },
      cpuMs: app.cpuMs,
    },
    pageLaterVisit: {
      load: {
        url: `${app.url}${PAGE}`,
        connections: CONNECTIONS,
        headers: { cookie: returning.cookie },
      },
      cpuMs: app.cpuMs,
    },
    floorLaterVisit: {
      load: {
        url: `${app.url}${FLOOR}`,
        connections: CONNECTIONS,
        headers: { cookie: floorReturning.cookie },
      },
      cpuMs: app.cpuMs,
    },
  }
  await interleaved(contenders, { slices: 1, sliceSeconds: 2 })
  markMeasuredRun()
  const runs = await interleaved(contenders, { slices: SLICES, sliceSeconds: DURATION / SLICES })
  const firstRatio = ratio(
    runs.pageFirstVisit.requestsPerSecond,
    runs.floorFirstVisit.requestsPerSecond
  )
  const laterRatio = ratio(
    runs.pageLaterVisit.requestsPerSecond,
    runs.floorLaterVisit.requestsPerSecond
  )
  const clean = Object.values(runs).every((run) => run.errors === 0 && run.non2xx === 0)
  report('public_page', {
    page: PAGE,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    slices: SLICES,
    acceptEncoding: 'gzip',
    ...runs,
    /** Our page's req/s over the floor's, in the same slices. */
    floorRatio: { firstVisit: firstRatio, laterVisit: laterRatio },
    baselineRatio: ratio(runs.pageFirstVisit.requestsPerSecond, runs.baseline.requestsPerSecond),
    target: TARGET,
    pass: firstRatio >= TARGET.floorRatio && laterRatio >= TARGET.floorRatio && clean,
  })
} finally {
  await app.stop()
  await baseline.stop()
}
