/**
 * Public form submit (POST) through the full stack: session, CSRF, rate
 * limiter, validation, photo re-encoding, one transaction (form + detail +
 * log), confirmation mail queued. Against a plain node:http hello world in the
 * same run. Every public form type requires a photo (app/forms/common_fields.ts),
 * so "without files" means the smallest real one: a ~1 KB JPEG.
 *
 * Each virtual client loads the form page once (session + XSRF-TOKEN cookies),
 * then posts again and again with a fresh submissionKey. The per-IP limit is
 * raised with PUBLIC_SUBMIT_LIMIT so it does not shape the run.
 * The framework's floor runs in the same build and run: one field posted in
 * the same sessions, validated and inserted in a transaction
 * (start/routes/bench.ts). Targets: at least 0.5 of the floor's req/s
 * (moonshot 0.8), ≥ 250 req/s with p99 < 500 ms, at most 5 ms of server CPU
 * per submit, no errors, one stored form per accepted submit.
 *
 *   npm run bench:public-post      (BENCH_CONNECTIONS, BENCH_DURATION; BENCH_DB=sqlite)
 */
import sharp from 'sharp'
import { startBaseline } from './lib/baseline.ts'
import { load } from './lib/load.ts'
import { benchEnv, cpuMeter, ensureBuild, startApp } from './lib/app_server.ts'
import { formCount, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import {
  applicantFields,
  newVisitor,
  newOutcome,
  sampleRss,
  floorSubmitRequests,
  storedForKeys,
  submitRequests,
} from './lib/public_form.ts'

/** The general accreditation form: the fewest fields beyond the common ones. */
const PATH = process.env.BENCH_FORM ?? '/forms/proveedores/acreditaciones'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const TARGET = { floorRatio: 0.5, requestsPerSecond: 250, p99: 500, cpuMs: 5 }

ensureBuild()
await prepareDatabase()
const baseline = await startBaseline()
const app = await startApp(
  3701,
  benchEnv({ PUBLIC_SUBMIT_LIMIT: '100000000', BENCH_FLOOR_ROUTES: 'true' })
)
try {
  /** A plain 300 × 400 JPEG: about 1 KB. */
  const photo = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#c08060' },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const fields = { ...(await applicantFields()), company: 'Catering SL', position: 'Cook' }
  const visitors = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => newVisitor(app.url, PATH))
  )
  const run = (duration: number, outcome: ReturnType<typeof newOutcome>) =>
    load({
      url: app.url,
      connections: CONNECTIONS,
      duration,
      requests: submitRequests({
        path: PATH,
        visitors,
        fields: () => fields,
        files: [
          { field: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', contents: photo },
        ],
        outcome,
      }),
    })

  await load({ url: baseline.url, connections: CONNECTIONS, duration: 3 })
  const warmup = newOutcome()
  await run(3, warmup)
  if (warmup.refused) throw new Error(`warm-up refused: ${warmup.refusedSample.join(' | ')}`)

  const base = await load({ url: baseline.url, connections: CONNECTIONS, duration: DURATION })
  const before = await formCount()
  const outcome = newOutcome()
  const stopRss = sampleRss(app.rssMb)
  const cpu = cpuMeter(app.pid)
  const post = await run(DURATION, outcome)
  const cpuUse = cpu(post.total)
  const rss = stopRss()
  /** Let requests cut off at the end of the run finish on the server, then count. */
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const stored = (await formCount()) - before
  const storedAccepted = await storedForKeys(outcome.acceptedKeys)
  const floorOutcome = newOutcome()
  const floorRequests = floorSubmitRequests(visitors, floorOutcome)
  await load({ url: app.url, connections: CONNECTIONS, duration: 3, requests: floorRequests })
  const floorCpu = cpuMeter(app.pid)
  const floor = await load({
    url: app.url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: floorRequests,
  })
  const floorCpuUse = floorCpu(floor.total)
  if (floorOutcome.refused)
    throw new Error(`floor refused: ${floorOutcome.refusedSample.join(' | ')}`)
  const ratio = Math.round((post.requestsPerSecond / base.requestsPerSecond) * 1000) / 1000
  const floorRatio = Math.round((post.requestsPerSecond / floor.requestsPerSecond) * 1000) / 1000
  report('public_post', {
    form: PATH,
    photoBytes: photo.length,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    baseline: base,
    app: post,
    ratio,
    floor,
    floorRatio,
    floorCpuMsPerRequest: floorCpuUse.total,
    accepted: outcome.accepted,
    refused: outcome.refused,
    refusedSample: outcome.refusedSample,
    /** Rows added during the run; above `accepted` only by requests cut off at the end. */
    storedForms: stored,
    storedForAcceptedKeys: storedAccepted,
    serverRss: rss,
    /** Server CPU per request: all threads, and by thread kind. */
    serverCpuMsPerRequest: cpuUse.total,
    serverCpuMsPerRequestByThread: cpuUse.byThread,
    target: TARGET,
    pass:
      floorRatio >= TARGET.floorRatio &&
      cpuUse.total <= TARGET.cpuMs &&
      post.requestsPerSecond >= TARGET.requestsPerSecond &&
      post.p99 < TARGET.p99 &&
      post.errors === 0 &&
      outcome.refused === 0 &&
      storedAccepted === outcome.accepted &&
      stored - outcome.accepted <= CONNECTIONS,
  })
} finally {
  await app.stop()
  await baseline.stop()
}
