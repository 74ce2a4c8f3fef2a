/**
 * 1,000 badges with photos in one PDF (printed, a POST: rendered, logged, sent)
 * through the full stack on PostgreSQL, timed from the request to the last
 * byte, sampling the web process's resident memory. Meanwhile another staff
 * member loads a light staff page at 20 pages/s: its p95 during the print
 * must stay under twice its p95 just before. The same badges are then
 * printed again (the reprint: resized photos kept between prints).
 * Targets: under 20 s (moonshot 5 s), RSS rise under 200 MB.
 *
 *   npm run bench:badges        (BENCH_BADGES=… to change the count; BENCH_REBUILD=1 after code changes)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { BUILD, ensureBuild, startApp } from './lib/app_server.ts'
import { markMeasuredRun } from './lib/machine.ts'
import { benchQuery, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'
import { load } from './lib/load.ts'
import { staffSession } from './lib/staff_session.ts'

const BADGES = Number(process.env.BENCH_BADGES ?? 1000)
const PHOTOS = 20
const MARK = 'BENCHB'
const OTHER_PAGE = process.env.BENCH_OTHER_PAGE ?? '/merchant/user'
const TARGET = { seconds: 20, rssRiseMb: 200, otherP95Ratio: 2 }

/** Twenty distinct 600 × 800 photos on the build's private disk, as uploads leave them. */
async function storePhotos() {
  const directory = `${BUILD}/storage/forms`
  mkdirSync(directory, { recursive: true })
  for (let index = 0; index < PHOTOS; index++) {
    const photo = await sharp({
      create: {
        width: 600,
        height: 800,
        channels: 3,
        background: { r: 40 + index * 9, g: 120, b: 200 - index * 7 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer()
    writeFileSync(`${directory}/bench-badge-${index}.jpg`, photo)
  }
}

async function seedForms() {
  await benchQuery(
    `delete from form_logs where form_id in (select id from forms where code like '${MARK}%')`
  )
  await benchQuery(
    `delete from press_details where form_id in (select id from forms where code like '${MARK}%')`
  )
  await benchQuery(`delete from forms where code like '${MARK}%'`)
  const [tennis] = await benchQuery<{ id: number }>(
    `select id from tournaments where sport = 'tennis' and is_current = true limit 1`
  )
  await benchQuery(
    `insert into forms (type, category, tournament_id, code, state, name, last_name, document, email,
       photo_path, custom_permission, sort_name, sort_last_name, created_at, updated_at)
     select 'press', 'press', ?, '${MARK}' || lpad(n::text, 8, '0'), 'approved', 'Nombre ' || n,
       'Apellido ' || n, 'D' || n, 'b' || n || '@bench.test', 'forms/bench-badge-' || (n % ${PHOTOS}) || '.jpg',
       '{"Sala de prensa":1,"Pista central":1}', 'nombre ' || n, 'apellido ' || n, now(), now()
     from generate_series(1, ?::int) as n`,
    [tennis.id, BADGES]
  )
  const rows = await benchQuery<{ id: number }>(
    `select id from forms where code like '${MARK}%' order by id`
  )
  return rows.map((row) => Number(row.id))
}

ensureBuild()
await prepareDatabase()
await storePhotos()
const ids = await seedForms()
const app = await startApp(Number(process.env.BENCH_PORT ?? 3712))
try {
  const printer = await staffSession(app.url, 'admin@demo.test')
  const other = await staffSession(app.url, 'admin@demo.test')
  const otherLoad = (options: { duration: number; until?: Promise<unknown> }) =>
    load({
      url: `${app.url}${OTHER_PAGE}`,
      connections: 2,
      overallRate: 20,
      headers: { cookie: other.cookie },
      ...options,
    })
  await otherLoad({ duration: 2 })
  markMeasuredRun()
  const quiet = await otherLoad({ duration: 5 })

  const before = app.rssMb()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, app.rssMb())
  }, 50)
  const cpuBefore = app.cpuMs()
  const started = performance.now()
  const print = () =>
    fetch(`${app.url}/merchant/systems/pdfs`, {
      method: 'POST',
      headers: {
        'cookie': printer.cookie,
        'x-xsrf-token': printer.xsrf,
        'accept': 'application/pdf',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ids }),
    }).then(async (response) => {
      if (response.status !== 200)
        throw new Error(`pdfs answered ${response.status}: ${await response.text()}`)
      return Buffer.from(await response.arrayBuffer())
    })
  const printed = print()
  const [pdf, during] = await Promise.all([printed, otherLoad({ duration: 600, until: printed })])
  const seconds = Math.round((performance.now() - started) / 10) / 100
  const serverCpuSeconds = Math.round((app.cpuMs() - cpuBefore) / 10) / 100
  clearInterval(sampler)
  /** One print log per badge of the first print (the reprint logs its own). */
  const [logged] = await benchQuery<{ total: string }>(
    `select count(*) as total from form_logs where type = 'print' and form_id in (select id from forms where code like '${MARK}%')`
  )
  /** A reprint of the same badges: the resized photos are kept between prints. */
  const reprintStarted = performance.now()
  await print()
  const reprintSeconds = Math.round((performance.now() - reprintStarted) / 10) / 100
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length
  const rssRiseMb = peak - before
  const otherP95Ratio = Math.round((during.p95 / quiet.p95) * 100) / 100
  report('badges', {
    badges: BADGES,
    pages,
    printLogs: Number(logged.total),
    pdfMb: Math.round((pdf.length / 2 ** 20) * 10) / 10,
    seconds,
    reprintSeconds,
    serverCpuSeconds,
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssRiseMb,
    otherPage: OTHER_PAGE,
    otherBefore: quiet,
    otherDuring: during,
    otherP95Ratio,
    target: TARGET,
    pass:
      pages === BADGES &&
      Number(logged.total) === BADGES &&
      seconds < TARGET.seconds &&
      rssRiseMb < TARGET.rssRiseMb &&
      otherP95Ratio < TARGET.otherP95Ratio,
  })
} finally {
  await app.stop()
}
