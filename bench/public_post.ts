/**
 * Public form submit (POST) through the full stack: session, CSRF, rate
 * limiter, validation, photo re-encoding, one transaction (form + detail +
 * log), confirmation mail queued. Against a plain node:http hello world in the
 * same run. Every public form type requires a photo (app/forms/common_fields.ts),
 * so "without files" means the smallest real one: a ~1 KB JPEG.
 *
 * Each virtual client loads the form page once (session + XSRF-TOKEN cookies),
 * then posts again and again with a fresh submissionKey and a distinct
 * applicant email (one address would meet the mails-per-day cap at once). The per-IP limit is
 * raised with PUBLIC_SUBMIT_LIMIT so it does not shape the run.
 * The framework's floor runs in the same build and run: one field posted in
 * the same sessions, validated and inserted in a transaction
 * (start/routes/bench.ts), interleaved with the submit in alternating slices.
 * Targets: at least 0.5 of the floor's req/s
 * (moonshot 0.8), ≥ 250 req/s with p99 < 500 ms, at most 5 ms of server CPU
 * per submit, no errors, one stored form per accepted submit.
 *
 *   npm run bench:public-post   (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_SLICES,
 *                                BENCH_SETUP=embedded|scale, BENCH_BUILD)
 */
import sharp from 'sharp'
import { startBaseline } from './lib/baseline.ts'
import { interleaved, ratio } from './lib/interleave.ts'
import { benchEnv, ensureBuild, startApp } from './lib/app_server.ts'
import { formCount, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import { markMeasuredRun } from './lib/machine.ts'
import {
  applicantFields,
  newVisitor,
  newOutcome,
  sampleRss,
  floorSubmitRequests,
  storedForKeys,
  submitRequests,
} from './lib/public_form.ts'

/** The embedded setup (as `npm start`) unless BENCH_SETUP says otherwise. */
process.env.BENCH_SETUP ??= 'embedded'

/** The general accreditation form: the fewest fields beyond the common ones. */
const PATH = process.env.BENCH_FORM ?? '/forms/proveedores/acreditaciones'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const SLICES = Number(process.env.BENCH_SLICES ?? 5)
const TARGET = { floorRatio: 0.5, requestsPerSecond: 250, p99: 500, cpuMs: 5 }

ensureBuild()
await prepareDatabase()
const baseline = await startBaseline()
const app = await startApp(
  Number(process.env.BENCH_PORT ?? 3701),
  benchEnv({ PUBLIC_SUBMIT_LIMIT: '100000000', BENCH_FLOOR_ROUTES: 'true' })
)
try {
  /** A plain 300 × 400 JPEG: about 1 KB. */
  const photo = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#c08060' },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const common = { ...(await applicantFields()), company: 'Catering SL', position: 'Cook' }
  let applicant = 0
  const fields = () => ({ ...common, email: `bench${++applicant}@example.test` })
  const visitors = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => newVisitor(app.url, PATH))
  )
  const submits = (outcome: ReturnType<typeof newOutcome>) =>
    submitRequests({
      path: PATH,
      visitors,
      fields,
      files: [
        { field: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', contents: photo },
      ],
      outcome,
    })
  const contenders = (outcome: ReturnType<typeof newOutcome>, floorOutcome: typeof outcome) => ({
    baseline: { load: { url: baseline.url, connections: CONNECTIONS } },
    submit: {
      load: { url: app.url, connections: CONNECTIONS, requests: submits(outcome) },
      cpuMs: app.cpuMs,
    },
    floor: {
      load: {
        url: app.url,
        connections: CONNECTIONS,
        requests: floorSubmitRequests(visitors, floorOutcome),
      },
      cpuMs: app.cpuMs,
    },
  })

  const warmup = newOutcome()
  await interleaved(contenders(warmup, newOutcome()), { slices: 1, sliceSeconds: 2 })
  if (warmup.refused) throw new Error(`warm-up refused: ${warmup.refusedSample.join(' | ')}`)

  const before = await formCount()
  const outcome = newOutcome()
  const floorOutcome = newOutcome()
  const stopRss = sampleRss(app.rssMb)
  markMeasuredRun()
  const runs = await interleaved(contenders(outcome, floorOutcome), {
    slices: SLICES,
    sliceSeconds: DURATION / SLICES,
  })
  const rss = stopRss()
  /** Let requests cut off at the end of a slice finish on the server, then count. */
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const stored = (await formCount()) - before
  const storedAccepted = await storedForKeys(outcome.acceptedKeys)
  if (floorOutcome.refused)
    throw new Error(`floor refused: ${floorOutcome.refusedSample.join(' | ')}`)
  const post = runs.submit
  const floorRatio = ratio(post.requestsPerSecond, runs.floor.requestsPerSecond)
  report('public_post', {
    form: PATH,
    photoBytes: photo.length,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    slices: SLICES,
    distinctApplicantEmails: applicant,
    ...runs,
    baselineRatio: ratio(post.requestsPerSecond, runs.baseline.requestsPerSecond),
    floorRatio,
    accepted: outcome.accepted,
    refused: outcome.refused,
    refusedSample: outcome.refusedSample,
    /** Rows added during the run; above `accepted` only by requests cut off at a slice's end. */
    storedForms: stored,
    storedForAcceptedKeys: storedAccepted,
    serverRss: rss,
    target: TARGET,
    pass:
      floorRatio >= TARGET.floorRatio &&
      (post.serverCpuMsPerRequest ?? Infinity) <= TARGET.cpuMs &&
      post.requestsPerSecond >= TARGET.requestsPerSecond &&
      post.p99 < TARGET.p99 &&
      post.errors === 0 &&
      outcome.refused === 0 &&
      storedAccepted === outcome.accepted &&
      stored - outcome.accepted <= CONNECTIONS * SLICES,
  })
} finally {
  await app.stop()
  await baseline.stop()
}
