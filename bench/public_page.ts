/**
 * Public page GET through the full stack (session, CSRF, i18n, Inertia),
 * against a plain node:http hello world in the same run.
 * Target: at least 0.35 of the baseline's requests/s.
 *
 *   npm run bench:public-page          (BENCH_PAGE=/forms/recogepelotas to pick the page)
 */
import { startBaseline } from './lib/baseline.ts'
import { load } from './lib/load.ts'
import { cpuMeter, ensureBuild, startApp } from './lib/app_server.ts'
import { prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'

const PAGE = process.env.BENCH_PAGE ?? '/'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)

ensureBuild()
await prepareDatabase()
const baseline = await startBaseline()
const app = await startApp(3700)
try {
  const check = await fetch(`${app.url}${PAGE}`)
  if (check.status !== 200) throw new Error(`${PAGE} answered ${check.status}`)

  await load({ url: baseline.url, connections: CONNECTIONS, duration: 3 })
  await load({ url: `${app.url}${PAGE}`, connections: CONNECTIONS, duration: 3 })

  const base = await load({ url: baseline.url, connections: CONNECTIONS, duration: DURATION })
  const cpu = cpuMeter(app.pid)
  const page = await load({
    url: `${app.url}${PAGE}`,
    connections: CONNECTIONS,
    duration: DURATION,
  })
  const cpuUse = cpu(page.total)
  const ratio = Math.round((page.requestsPerSecond / base.requestsPerSecond) * 1000) / 1000
  report('public_page', {
    page: PAGE,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    baseline: base,
    app: page,
    ratio,
    /** Server CPU per request: all threads, and by thread kind. */
    serverCpuMsPerRequest: cpuUse.total,
    serverCpuMsPerRequestByThread: cpuUse.byThread,
    target: 0.35,
    pass: ratio >= 0.35 && page.errors === 0 && page.non2xx === 0,
  })
} finally {
  await app.stop()
  await baseline.stop()
}
