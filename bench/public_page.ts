/**
 * Public page GET through the full stack (session, CSRF, i18n, Inertia),
 * against two anchors in the same run: a plain node:http hello world, and
 * the framework's floor (an empty Inertia page behind the same middleware,
 * start/routes/bench.ts). Target: at least 0.7 of the floor's req/s
 * (moonshot 0.9); the old 0.35 of node:http is reported beside it.
 *
 *   npm run bench:public-page          (BENCH_PAGE=/forms/recogepelotas to pick the page)
 */
import { startBaseline } from './lib/baseline.ts'
import { load } from './lib/load.ts'
import { benchEnv, cpuMeter, ensureBuild, startApp } from './lib/app_server.ts'
import { prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'

const PAGE = process.env.BENCH_PAGE ?? '/'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)

ensureBuild()
await prepareDatabase()
const baseline = await startBaseline()
const app = await startApp(3700, benchEnv({ BENCH_FLOOR_ROUTES: 'true' }))
try {
  const FLOOR = `${app.url}/__bench/floor`
  for (const url of [`${app.url}${PAGE}`, FLOOR]) {
    const check = await fetch(url)
    if (check.status !== 200) throw new Error(`${url} answered ${check.status}`)
  }

  await load({ url: baseline.url, connections: CONNECTIONS, duration: 3 })
  await load({ url: `${app.url}${PAGE}`, connections: CONNECTIONS, duration: 3 })
  await load({ url: FLOOR, connections: CONNECTIONS, duration: 3 })

  const base = await load({ url: baseline.url, connections: CONNECTIONS, duration: DURATION })
  const cpu = cpuMeter(app.pid)
  const page = await load({
    url: `${app.url}${PAGE}`,
    connections: CONNECTIONS,
    duration: DURATION,
  })
  const cpuUse = cpu(page.total)
  const floorCpu = cpuMeter(app.pid)
  const floor = await load({ url: FLOOR, connections: CONNECTIONS, duration: DURATION })
  const floorCpuUse = floorCpu(floor.total)
  const ratio = Math.round((page.requestsPerSecond / base.requestsPerSecond) * 1000) / 1000
  const floorRatio = Math.round((page.requestsPerSecond / floor.requestsPerSecond) * 1000) / 1000
  report('public_page', {
    page: PAGE,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    baseline: base,
    app: page,
    ratio,
    floor,
    floorRatio,
    /** Server CPU per request: all threads, and by thread kind. */
    serverCpuMsPerRequest: cpuUse.total,
    serverCpuMsPerRequestByThread: cpuUse.byThread,
    floorCpuMsPerRequest: floorCpuUse.total,
    target: { floorRatio: 0.7, moonshot: 0.9 },
    pass: floorRatio >= 0.7 && page.errors === 0 && page.non2xx === 0,
  })
} finally {
  await app.stop()
  await baseline.stop()
}
