/**
 * Public form submit with real-size files: the line umpire form with a 2 MB
 * photo and a 1 MB PDF (experience), after the downloads it requires
 * (manual, commitment) are recorded in each visitor's session. Samples the
 * server's resident memory from /proc while the run lasts.
 * Targets: p95 < 1 s and server RSS < 512 MB, no errors, one stored form per accepted submit.
 *
 *   npm run bench:public-upload    (BENCH_CONNECTIONS, BENCH_DURATION; BENCH_DB=sqlite)
 */
import sharp from 'sharp'
import { startBaseline } from './lib/baseline.ts'
import { load } from './lib/load.ts'
import { benchEnv, cpuMeter, ensureBuild, startApp } from './lib/app_server.ts'
import { benchQuery, formCount, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import {
  applicantFields,
  newOutcome,
  newVisitor,
  sampleRss,
  storedForKeys,
  submitRequests,
} from './lib/public_form.ts'

const PATH = '/forms/lineas'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const TARGET = { p95: 1000, rssMb: 512 }
const MB = 1024 * 1024

/**
 * A phone-like photo of at least `bytes`: 12 megapixels (4032 × 3024), smooth
 * colour gradients with a little seeded sensor noise, JPEG quality raised
 * until it is big enough. Pure noise would be unlike any real photo (and far
 * slower to re-encode).
 */
async function photoOf(bytes: number) {
  const width = 3024
  const height = 4032
  const raw = Buffer.alloc(width * height * 3)
  let state = 42
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
      const noise = ((state >>> 24) / 255 - 0.5) * 14
      const index = (y * width + x) * 3
      raw[index] = 120 + 80 * Math.sin(x / 300) + noise
      raw[index + 1] = 100 + 60 * Math.cos(y / 400) + noise
      raw[index + 2] = 90 + 50 * Math.sin((x + y) / 500) + noise
    }
  }
  for (let quality = 88; ; quality++) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer()
    if (jpeg.length >= bytes || quality === 100) return jpeg
  }
}

/** A valid PDF padded with a comment stream to `bytes`. */
function pdfOf(bytes: number) {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n'
  const padding = Buffer.alloc(bytes - head.length - tail.length - 2, 'x')
  return Buffer.concat([Buffer.from(`${head}%`), padding, Buffer.from(`\n${tail}`)])
}

ensureBuild()
await prepareDatabase()
const baseline = await startBaseline()
const app = await startApp(3702, benchEnv({ PUBLIC_SUBMIT_LIMIT: '100000000' }))
try {
  const photo = await photoOf(2 * MB)
  const experience = pdfOf(MB)
  const [tennis] = await benchQuery<{ starts_on: string | Date }>(
    "select starts_on from tournaments where sport = 'tennis' and is_current = ?",
    [benchEnv().DB_CONNECTION === 'pg' ? true : 1]
  )
  const start = new Date(tennis.starts_on)
  const day = (offset: number) =>
    new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + offset))
      .toISOString()
      .slice(0, 10)
  const fields = {
    ...(await applicantFields()),
    type: 'line',
    availablePeriod: `${day(0)}_${day(5)}`,
    polo: 'M',
    pant: 'M',
    shoes: '40',
    jacket: 'L',
  }
  const visitors = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => newVisitor(app.url, PATH, ['manual', 'commitment']))
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
          {
            field: 'experience',
            filename: 'experience.pdf',
            contentType: 'application/pdf',
            contents: experience,
          },
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
  const cpu = cpuMeter(app.pids)
  const upload = await run(DURATION, outcome)
  const cpuUse = cpu(upload.total)
  /** Let requests cut off at the end of the run finish on the server, then count. */
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const rss = stopRss()
  const stored = (await formCount()) - before
  const storedAccepted = await storedForKeys(outcome.acceptedKeys)
  const ratio = Math.round((upload.requestsPerSecond / base.requestsPerSecond) * 1000) / 1000
  report('public_upload', {
    form: PATH,
    photoBytes: photo.length,
    documentBytes: experience.length,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    baseline: base,
    app: upload,
    ratio,
    /** Server CPU per request: all threads, and by thread kind. */
    serverCpuMsPerRequest: cpuUse.total,
    serverCpuMsPerRequestByThread: cpuUse.byThread,
    accepted: outcome.accepted,
    refused: outcome.refused,
    refusedSample: outcome.refusedSample,
    /** Rows added during the run; above `accepted` only by requests cut off at the end. */
    storedForms: stored,
    storedForAcceptedKeys: storedAccepted,
    serverRss: rss,
    target: TARGET,
    pass:
      upload.p95 < TARGET.p95 &&
      rss.peakMb < TARGET.rssMb &&
      upload.errors === 0 &&
      outcome.refused === 0 &&
      storedAccepted === outcome.accepted &&
      stored - outcome.accepted <= CONNECTIONS,
  })
} finally {
  await app.stop()
  await baseline.stop()
}
