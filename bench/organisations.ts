/**
 * One organisation manager uploads 2,000 people with their 2,000 small
 * photos zipped (the portal's template: a CSV whose «photo» column names each
 * file in the zip, one multipart POST as the portal's page sends it), then an
 * administrator bulk-approves the organisation's requests (one POST). Timed
 * from each request to its answer, sampling the web process's resident
 * memory; CPU of the app's process tree and of the database server beside
 * each wall time. Runs on both setups, each from a fresh demo database:
 * `embedded` (npm start: SQLite, database queue with the inline worker) and
 * `scale` (PostgreSQL, Redis stores and queue; no worker runs, so the
 * duplicate and photo checks the upload queues wait, as they would for a
 * worker process elsewhere).
 *
 *   npm run bench:organisations   (BENCH_PEOPLE=2000, BENCH_SETUPS=embedded,scale,
 *                                  BENCH_PG_DB, BENCH_REBUILD=1 after code changes)
 *
 * Targets: upload < 30 s, approval < 10 s, RSS rise < 300 MB, on both setups.
 */
import { createHash, randomBytes } from 'node:crypto'
import os from 'node:os'
import sharp from 'sharp'
import { zipSync } from 'fflate'
import { benchEnv, cpuMeter, ensureBuild, startApp, type RunningApp } from './lib/app_server.ts'
import { markMeasuredRun, setupCpuMeter } from './lib/machine.ts'
import { benchQuery, prepareDatabase } from './lib/database.ts'
import { newVisitor, type Visitor } from './lib/public_form.ts'
import { report } from './lib/report.ts'
import { signedIn, staffSession } from './lib/staff_session.ts'

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 2000)
const SETUPS = (process.env.BENCH_SETUPS ?? 'embedded,scale').split(',') as ('embedded' | 'scale')[]
const PORT = Number(process.env.BENCH_PORT ?? 4470)
const TARGET = { uploadSeconds: 30, approvalSeconds: 10, rssRiseMb: 300 }

/** Distinct small portrait photos (a phone's crop is larger; these keep 2,000 under the upload limit). */
async function photos(count: number) {
  const files: Record<string, Uint8Array> = {}
  for (let index = 0; index < count; index++) {
    const jpeg = await sharp({
      create: {
        width: 150,
        height: 200,
        channels: 3,
        background: { r: (index * 37) % 256, g: (index * 11) % 256, b: 90 },
        noise: { type: 'gaussian', mean: 120, sigma: 8 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer()
    /** Stored, as a phone's JPEGs barely compress. */
    files[`fotos/persona-${index}.jpg`] = new Uint8Array(jpeg)
  }
  return zipSync(files, { level: 0 })
}

/** The portal's template filled in: one person per row, its photo's file name last. */
function sheet(count: number, mark: string) {
  const header =
    'Nombre;Apellidos;birthDate;Documento;idGender;idNationality;email;cellPhone;address;city;cp;idCountry;position;foto'
  const rows = Array.from({ length: count }, (_, index) =>
    [
      'Persona',
      `Banco ${index}`,
      '09/05/1990',
      `${mark}${String(index).padStart(5, '0')}`,
      index % 2 ? 'Hombre' : 'Mujer',
      'ES',
      `persona${index}@bench.test`,
      '+34 600 000 000',
      'Calle Mayor 1',
      'Madrid',
      '28001',
      'España',
      'Cámara',
      `persona-${index}.jpg`,
    ].join(';')
  )
  return `${header}\r\n${rows.join('\r\n')}\r\n`
}

const timestamp = (offsetMs = 0) =>
  new Date(Date.now() + offsetMs).toISOString().slice(0, 19).replace('T', ' ')

/** An organisation of the current tennis tournament, a quota for everyone and its manager's link. */
async function seedOrganisation() {
  const [tennis] = await benchQuery<{ id: number }>(
    `select id from tournaments where sport = 'tennis' and is_current = true limit 1`
  )
  const [template] = await benchQuery<{ id: number }>(
    `select id from permissions order by id limit 1`
  )
  const now = timestamp()
  const [organisation] = await benchQuery<{ id: number }>(
    `insert into organisations (tournament_id, name, kind, auto_approve, digest_log_id, created_at, updated_at)
     values (?, 'Bench Broadcaster', 'broadcaster', false, 0, ?, ?) returning id`,
    [tennis.id, now, now]
  )
  const [manager] = await benchQuery<{ id: number }>(
    `insert into organisation_managers (organisation_id, email, name, locale, created_at, updated_at)
     values (?, 'bench-manager@bench.test', 'Bench', 'es', ?, ?) returning id`,
    [organisation.id, now, now]
  )
  await benchQuery(
    `insert into organisation_quotas (organisation_id, form_type, permission_id, day, places, used, created_at, updated_at)
     values (?, 'accreditation', ?, '', ?, 0, ?, ?)`,
    [organisation.id, template.id, PEOPLE, now, now]
  )
  const [quota] = await benchQuery<{ id: number }>(
    `select id from organisation_quotas where organisation_id = ?`,
    [organisation.id]
  )
  const token = randomBytes(32).toString('base64url')
  await benchQuery(
    `insert into organisation_sign_in_links (manager_id, token_hash, expires_at, created_at)
     values (?, ?, ?, ?)`,
    [manager.id, createHash('sha256').update(token).digest('hex'), timestamp(30 * 60_000), now]
  )
  return { organisationId: Number(organisation.id), quotaId: Number(quota.id), token }
}

/** The manager's session, through the link's page and its button (decision 0211). */
async function managerSession(baseUrl: string, token: string): Promise<Visitor> {
  const visitor = await newVisitor(baseUrl, `/organisation/sign-in/${token}`)
  const entered = await fetch(`${baseUrl}/organisation/sign-in/${token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'cookie': visitor.cookie, 'x-xsrf-token': visitor.xsrf },
  })
  await entered.arrayBuffer()
  if (entered.status !== 302) throw new Error(`sign-in answered ${entered.status}`)
  return signedIn(visitor, entered)
}

/** Peak resident memory of the app while `work` runs, sampled every 100 ms. */
async function withPeakRss<T>(app: RunningApp, work: () => Promise<T>) {
  let peak = app.rssMb()
  const timer = setInterval(() => {
    peak = Math.max(peak, app.rssMb())
  }, 100)
  try {
    const result = await work()
    return { result, peakMb: Math.max(peak, app.rssMb()) }
  } finally {
    clearInterval(timer)
  }
}

/** Wall time, the app's CPU (its process tree) and the database server's beside it. */
async function measured<T>(app: RunningApp, work: () => Promise<T>) {
  const env = benchEnv()
  const meter = setupCpuMeter({
    appPid: app.pids,
    database: env.DB_CONNECTION === 'pg' ? env.PG_DB_NAME! : null,
    redis: env.SESSION_DRIVER === 'redis',
  })
  const threads = cpuMeter(app.pids)
  const cpuBefore = app.cpuMs()
  const loadBefore = os.loadavg()
  meter.resume()
  const started = performance.now()
  const { result, peakMb } = await withPeakRss(app, work)
  const seconds = (performance.now() - started) / 1000
  meter.pause()
  return {
    result,
    seconds: Math.round(seconds * 100) / 100,
    appCpuSeconds: Math.round((app.cpuMs() - cpuBefore) / 10) / 100,
    /** The web process's CPU by thread kind (ms): event loop, libuv (sharp's jobs, fs), libvips, GC. */
    appCpuMsByThread: threads(1).byThread,
    /** The app's tree, the database server's processes and this bench, in ms for the whole step. */
    machineCpuMs: meter.perOperation(1),
    peakMb,
    loadAverage: {
      start: loadBefore.map((v) => Math.round(v * 100) / 100),
      end: os.loadavg().map((v) => Math.round(v * 100) / 100),
    },
  }
}

async function runSetup(setup: 'embedded' | 'scale', zip: Uint8Array) {
  process.env.BENCH_SETUP = setup
  process.env.BENCH_PG_DB ??= 'r5o_bench'
  await prepareDatabase()
  const env = benchEnv()
  const { organisationId, quotaId, token } = await seedOrganisation()
  const mark = `BO${Date.now().toString(36).toUpperCase()}`
  const csv = sheet(PEOPLE, mark)
  const app = await startApp(PORT, env)
  try {
    const manager = await managerSession(app.url, token)
    const admin = await staffSession(app.url, 'admin@demo.test')
    /** A first request of each kind warms the code paths (a quota of its own would change the counts). */
    await fetch(`${app.url}/organisation/import/${quotaId}`, {
      headers: { cookie: manager.cookie },
    })
    const rssBefore = app.rssMb()
    markMeasuredRun()
    const upload = await measured(app, async () => {
      const body = new FormData()
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv')
      body.append(
        'photos',
        new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        'fotos.zip'
      )
      const response = await fetch(`${app.url}/organisation/import/${quotaId}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'cookie': manager.cookie, 'x-xsrf-token': manager.xsrf },
        body,
      })
      await response.arrayBuffer()
      return { status: response.status, location: response.headers.get('location') }
    })
    const [record] = await benchQuery<{ created: number; failed: number; results: string }>(
      `select created, failed, results from organisation_imports where organisation_id = ?`,
      [organisationId]
    )
    const [withPhoto] = await benchQuery<{ total: number }>(
      `select count(*) as total from forms where document like ? and photo_path is not null`,
      [`${mark}%`]
    )
    const approval = await measured(app, async () => {
      const response = await fetch(`${app.url}/merchant/organisations/${organisationId}/approve`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'cookie': admin.cookie, 'x-xsrf-token': admin.xsrf },
      })
      await response.arrayBuffer()
      return { status: response.status }
    })
    const [approved] = await benchQuery<{ total: number }>(
      `select count(*) as total from forms where document like ? and state = 'approved'`,
      [`${mark}%`]
    )
    const rssRiseMb = Math.max(upload.peakMb, approval.peakMb) - rssBefore
    const failures = record
      ? (JSON.parse(record.results) as { outcome: string; reason?: string }[])
          .filter((row) => row.outcome === 'failed')
          .slice(0, 3)
      : []
    return {
      setup,
      database: env.DB_CONNECTION,
      people: PEOPLE,
      zipMegabytes: Math.round((zip.length / 1024 / 1024) * 100) / 100,
      upload: { ...upload, result: undefined, answer: upload.result },
      created: Number(record?.created ?? 0),
      failed: Number(record?.failed ?? 0),
      failureSample: failures,
      createdWithPhoto: Number(withPhoto.total),
      approval: { ...approval, result: undefined, answer: approval.result },
      approved: Number(approved.total),
      rssBeforeMb: rssBefore,
      rssRiseMb,
      pass:
        upload.seconds < TARGET.uploadSeconds &&
        approval.seconds < TARGET.approvalSeconds &&
        rssRiseMb < TARGET.rssRiseMb &&
        Number(record?.created ?? 0) === PEOPLE &&
        Number(withPhoto.total) === PEOPLE &&
        Number(approved.total) === PEOPLE,
    }
  } finally {
    await app.stop()
  }
}

ensureBuild()
const zip = await photos(PEOPLE)
const runs = []
for (const setup of SETUPS) runs.push(await runSetup(setup, zip))
report('organisations', {
  people: PEOPLE,
  runs,
  target: TARGET,
  pass: runs.every((run) => run.pass),
})
if (!runs.every((run) => run.pass)) process.exitCode = 1
