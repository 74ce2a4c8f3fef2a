/**
 * Restaurant till under load, through the full stack (session, CSRF, the
 * production build): each connection deducts one meal from a holder with a
 * fresh key, holders taken in turn so no two deductions in a row hit one row.
 * BENCH_TILL=charge (default): the number typed first, then the badge, one
 * request (POST charge); BENCH_TILL=pair: scan (POST validate) then deduct
 * (PUT update), two requests, as before the one-request till. Every answer is
 * checked (the scan names the holder, the deduction says deducted); any other
 * answer fails the run. Against a plain node:http hello world, interleaved
 * with it in alternating slices of one run.
 *
 *   npm run bench:restaurant    (BENCH_CONNECTIONS=20, BENCH_DURATION=10, BENCH_HOLDERS=200,
 *                                BENCH_SLICES, BENCH_SETUP=embedded|scale, BENCH_PG_DB, BENCH_BUILD)
 *
 * Targets: at least 300 deductions/s with p99 under 100 ms, and exactly one
 * restaurant log per accepted deduction (moonshot 1,000/s, p99 20 ms). The
 * rate is the saturated run's (every till sends its next deduction the moment
 * an answer comes); the p99 is measured at the target rate, the tills between
 * them sending 300 deductions/s at even intervals (open loop, one request each).
 */
import { randomUUID } from 'node:crypto'
import type autocannon from 'autocannon'
import { startBaseline } from './lib/baseline.ts'
import { interleaved, ratio } from './lib/interleave.ts'
import { benchEnv, ensureBuild, startApp } from './lib/app_server.ts'
import { benchQuery, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import { markMeasuredRun, setupCpuMeter } from './lib/machine.ts'
import { staffSession } from './lib/staff_session.ts'
import { pacedLoad } from './lib/paced.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const HOLDERS = Number(process.env.BENCH_HOLDERS ?? 200)
const SLICES = Number(process.env.BENCH_SLICES ?? 5)
const MODE = process.env.BENCH_TILL === 'pair' ? 'pair' : 'charge'
const TARGET = { deductionsPerSecond: 300, p99: 100, machineCpuMsPerDeduction: 6 }

/** The embedded setup (as `npm start`) unless BENCH_SETUP says otherwise. */
process.env.BENCH_SETUP ??= 'embedded'

ensureBuild()
await prepareDatabase()

/** The demo cashier works at the staff restaurant; holders get it and meals enough for any run. */
const [restaurant] = await benchQuery<{ id: number }>(
  "select id from restaurants where name = 'Restaurante Staff'"
)
const holders = await benchQuery<{ id: number; code: string }>(
  `select id, code from forms where tournament_id in (select id from tournaments where is_current)
   order by id limit ${HOLDERS}`
)
const ids = holders.map((holder) => holder.id)
await benchQuery(
  `update forms set state = 'approved', credits = 1000000, access_status = null
   where id in (${ids.join(',')})`
)
await benchQuery(
  `insert into form_restaurants (form_id, restaurant_id)
   select id, ? from forms where id in (${ids.join(',')})
   and not exists (select 1 from form_restaurants r where r.form_id = forms.id and r.restaurant_id = ?)`,
  [restaurant.id, restaurant.id]
)

type Turn = { holder: number; headers: Record<string, string>; key: string }

/** Logs carrying the keys of accepted deductions: exactly one each when nothing is lost or doubled. */
async function logsForKeys(keys: string[]) {
  let total = 0
  for (let start = 0; start < keys.length; start += 1000) {
    const chunk = keys.slice(start, start + 1000)
    const [row] = await benchQuery<{ total: string }>(
      `select count(*) as total from restaurant_logs where idempotency_key in (${chunk.map(() => '?').join(',')})`,
      chunk
    )
    total += Number(row.total)
  }
  return total
}

async function logCount() {
  const [row] = await benchQuery<{ total: string }>('select count(*) as total from restaurant_logs')
  return Number(row.total)
}

const baseline = await startBaseline()
const app = await startApp(Number(process.env.BENCH_PORT ?? 3705))
try {
  /** One logged-in till per connection, as at the restaurants (the demo cashier on each). */
  const tills: Record<string, string>[] = []
  for (let index = 0; index < CONNECTIONS; index++) {
    const session = await staffSession(app.url, 'restaurante@demo.test')
    tills.push({
      'cookie': session.cookie,
      'x-xsrf-token': session.xsrf,
      'accept': 'application/json',
      'content-type': 'application/json',
    })
  }
  const path = `/merchant/restaurant/${restaurant.id}`
  let next = 0
  let accepted = 0
  let refused = 0
  let failedScans = 0
  const acceptedKeys: string[] = []
  const refusedSample: string[] = []
  const turn = (context: object) => {
    const index = next++
    const holder = holders[index % holders.length]
    const headers = tills[index % tills.length]
    Object.assign(context, { holder: holder.id, headers, key: randomUUID() })
    return { holder, headers }
  }
  const deducted = (status: number, body: string, context: object) => {
    if (status === 200 && body.includes('"deducted"')) {
      accepted += 1
      acceptedKeys.push((context as Turn).key)
    } else {
      refused += 1
      if (refusedSample.length < 3) refusedSample.push(`${status} ${body.slice(0, 200)}`)
    }
  }
  const requests: autocannon.Request[] =
    MODE === 'charge'
      ? [
          {
            method: 'POST',
            path: `${path}/charge`,
            setupRequest: (request, context) => {
              const { holder, headers } = turn(context)
              const { key } = context as Turn
              const body = { scan: holder.code, type: 'credit', amount: '1', key }
              return { ...request, headers, body: JSON.stringify(body) }
            },
            onResponse: deducted,
          },
        ]
      : [
          {
            method: 'POST',
            path: `${path}/validate`,
            setupRequest: (request, context) => {
              const { holder, headers } = turn(context)
              return { ...request, headers, body: JSON.stringify({ scan: holder.code }) }
            },
            onResponse: (status, body, context) => {
              if (status !== 200 || !body.includes(`"id":${(context as Turn).holder},`)) {
                failedScans += 1
                if (refusedSample.length < 3)
                  refusedSample.push(`scan ${status} ${body.slice(0, 200)}`)
              }
            },
          },
          {
            method: 'PUT',
            path,
            setupRequest: (request, context) => {
              const { holder, headers, key } = context as Turn
              const body = { id: holder, type: 'credit', amount: '1', key }
              return { ...request, headers, body: JSON.stringify(body) }
            },
            onResponse: deducted,
          },
        ]

  const env = benchEnv()
  const machine = setupCpuMeter({
    appPid: app.pids,
    database: env.DB_CONNECTION === 'pg' ? env.PG_DB_NAME! : null,
    redis: env.SESSION_DRIVER === 'redis',
  })
  const contenders = {
    baseline: { load: { url: baseline.url, connections: CONNECTIONS } },
    till: {
      load: { url: app.url, connections: CONNECTIONS, requests },
      cpuMs: app.cpuMs,
      meter: machine,
    },
  }
  await interleaved(
    { baseline: contenders.baseline, till: { load: contenders.till.load } },
    { slices: 1, sliceSeconds: 3 }
  )
  accepted = 0
  refused = 0
  failedScans = 0
  refusedSample.length = 0
  acceptedKeys.length = 0
  const logsBefore = await logCount()
  markMeasuredRun()
  const runs = await interleaved(contenders, { slices: SLICES, sliceSeconds: DURATION / SLICES })
  const till = runs.till
  /** Deductions still in flight when a slice stopped finish without being counted as accepted. */
  await new Promise((resolve) => setTimeout(resolve, 500))
  const logsAdded = (await logCount()) - logsBefore
  const logsOfAccepted = await logsForKeys(acceptedKeys)
  const setupCpu = machine.perOperation(accepted)
  const deductionsPerSecond = Math.round(accepted / DURATION)

  /** The target rate held, open loop: the p99 a till sees when 300 deductions/s come in. */
  const pacedKeys: string[] = []
  let pacedAccepted = 0
  const paced =
    MODE === 'charge'
      ? await pacedLoad({
          url: app.url,
          connections: CONNECTIONS,
          duration: DURATION,
          rate: TARGET.deductionsPerSecond,
          next: () => {
            const context = {}
            const { holder, headers } = turn(context)
            const { key } = context as Turn
            pacedKeys.push(key)
            const body = { scan: holder.code, type: 'credit', amount: '1', key }
            return { method: 'POST', path: `${path}/charge`, headers, body: JSON.stringify(body) }
          },
          onResponse: (status, body) => {
            if (status === 200 && body.includes('"deducted"')) pacedAccepted += 1
            else if (refusedSample.length < 3) refusedSample.push(`${status} ${body.slice(0, 200)}`)
          },
        })
      : null
  const pacedLogs = paced ? await logsForKeys(pacedKeys) : 0
  report('restaurant', {
    mode: MODE,
    requestsPerDeduction: MODE === 'charge' ? 1 : 2,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    holders: holders.length,
    slices: SLICES,
    baseline: runs.baseline,
    /** Every request: one per deduction (charge) or the scan and the deduction (pair). */
    app: till,
    failedScans,
    deductionsPerSecond,
    acceptedDeductions: accepted,
    refusedDeductions: refused,
    refusedSample,
    logsAdded,
    logsOfAcceptedKeys: logsOfAccepted,
    oneLogPerDeduction: logsOfAccepted === accepted,
    ratio: ratio(till.requestsPerSecond, runs.baseline.requestsPerSecond),
    /** The app, the database server's part and the load generator: the machine's CPU per deduction. */
    machineCpuMsPerDeduction: setupCpu.cpuMsPerOperation,
    machineCpuMsPerDeductionByPart: setupCpu.byPart,
    machineBusyShare: setupCpu.machineBusyShare,
    serverCpuMsPerRequest: till.serverCpuMsPerRequest,
    atTargetRate: paced && { ...paced, accepted: pacedAccepted, logsOfItsKeys: pacedLogs },
    target: TARGET,
    pass:
      deductionsPerSecond >= TARGET.deductionsPerSecond &&
      paced !== null &&
      paced.p99 < TARGET.p99 &&
      pacedLogs === pacedAccepted &&
      pacedAccepted === paced.total &&
      logsOfAccepted === accepted &&
      refused === 0 &&
      failedScans === 0 &&
      till.non2xx === 0 &&
      setupCpu.cpuMsPerOperation <= TARGET.machineCpuMsPerDeduction &&
      till.errors === 0,
  })
  /** Any answer other than a named holder and a deduction fails the run. */
  const pacedFailed = paced !== null && pacedAccepted !== paced.total
  if (refused > 0 || failedScans > 0 || till.non2xx > 0 || till.errors > 0 || pacedFailed) {
    process.exitCode = 1
  }
} finally {
  await app.stop()
  await baseline.stop()
}
