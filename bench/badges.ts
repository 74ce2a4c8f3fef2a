/**
 * 1,000 badges with photos in one PDF (printed, a POST: rendered, logged, sent)
 * through the full stack on PostgreSQL, timed from the request to the last
 * byte, sampling the web process's resident memory. Meanwhile another staff
 * member loads a light staff page at 20 pages/s: its p95 during the print
 * must stay under twice its p95 just before. The same badges are then
 * printed again (the reprint: resized photos kept between prints).
 * The badges print from a designed two-sided template (photo and a logo on
 * the front, the codes and the sponsor strip on the back), saved and its logo
 * uploaded through the designer's own routes; BENCH_TEMPLATE=standard prints
 * the standard one-sided layout instead.
 * Then a print station's queue of 500 of them (sent with a reason: they
 * were printed) is printed the way the station's page does it, one card at a
 * time (claim, the card's PDF, confirm): the sustained rate in cards/min.
 * Targets: under 20 s (moonshot 5 s), RSS rise under 200 MB.
 *
 *   npm run bench:badges        (BENCH_BADGES=… to change the count; BENCH_REBUILD=1 after code changes)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { BUILD, cpuMeter, ensureBuild, startApp } from './lib/app_server.ts'
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
const STATION_CARDS = Math.min(Number(process.env.BENCH_STATION_CARDS ?? 500), BADGES)
const DESIGNED = process.env.BENCH_TEMPLATE !== 'standard'

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

type Session = { cookie: string; xsrf: string }

/** A JSON request of a staff session; throws on any refusal. */
async function staffJson(baseUrl: string, session: Session, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'cookie': session.cookie,
      'x-xsrf-token': session.xsrf,
      'accept': 'application/json',
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as any
}

/**
 * The tennis press template made two-sided with photo and logos: a logo
 * uploaded as the designer uploads it, then a new version saved on top of
 * the demo's through the designer's save route.
 */
async function designTemplate(baseUrl: string, session: Session) {
  const [tennis] = await benchQuery<{ id: number }>(
    `select id from tournaments where sport = 'tennis' and is_current = true limit 1`
  )
  const logo = await sharp({
    create: { width: 900, height: 300, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png')
  const uploaded = await fetch(`${baseUrl}/merchant/badge-templates/${tennis.id}/images`, {
    method: 'POST',
    headers: {
      'cookie': session.cookie,
      'x-xsrf-token': session.xsrf,
      'accept': 'application/json',
    },
    body: form,
  })
  if (!uploaded.ok) throw new Error(`logo upload answered ${uploaded.status}`)
  const { id: logoId } = (await uploaded.json()) as { id: number }
  const [sponsors] = await benchQuery<{ id: number }>(
    `select id from badge_images where tournament_id = ? and id <> ? order by id limit 1`,
    [tennis.id, logoId]
  )
  const [current] = await benchQuery<{ current_version: number }>(
    `select current_version from badge_templates where tournament_id = ? and category = 'press'`,
    [tennis.id]
  )
  const saved = await staffJson(baseUrl, session, `/merchant/badge-templates/${tennis.id}`, {
    category: 'press',
    basedOn: Number(current?.current_version ?? 0),
    definition: {
      size: 'cr80',
      width: 85.6,
      height: 54,
      sides: [
        {
          elements: [
            { kind: 'category_band', x: 0, y: 0, width: 85.6, height: 7, fontSize: 9 },
            { kind: 'image', x: 64, y: 0.5, width: 20, height: 6, imageId: logoId },
            { kind: 'photo', x: 3, y: 9.5, width: 20, height: 26 },
            { kind: 'name', x: 26, y: 9.5, width: 57, height: 11, fontSize: 11, minFontSize: 7 },
            { kind: 'type', x: 26, y: 21.5, width: 57, height: 4, fontSize: 7 },
            { kind: 'validity', x: 26, y: 26, width: 57, height: 4, fontSize: 6 },
            { kind: 'zones', x: 26, y: 31, width: 57, height: 8, fontSize: 5.5 },
            { kind: 'zone_numbers', x: 3, y: 38, width: 50, height: 13, fontSize: 22 },
          ],
        },
        {
          elements: [
            { kind: 'barcode', x: 3, y: 10, width: 50, height: 16 },
            { kind: 'code', x: 3, y: 27, width: 50, height: 4, fontSize: 6, align: 'center' },
            { kind: 'qr', x: 60, y: 9, width: 22, height: 22 },
            ...(sponsors
              ? [{ kind: 'image', x: 3, y: 40, width: 79.6, height: 11, imageId: sponsors.id }]
              : []),
          ],
        },
      ],
    },
  })
  return { tournamentId: tennis.id, version: Number(saved.version) }
}

/**
 * A station's page at work: ask for a card, fetch its PDF, confirm it,
 * until its queue is empty. Returns the time each card took.
 */
async function runStation(baseUrl: string, session: Session, stationId: number) {
  const token = 'bench-station-page-0000000000'
  const cycles: number[] = []
  for (;;) {
    const started = performance.now()
    const { job } = await staffJson(
      baseUrl,
      session,
      `/merchant/print-stations/${stationId}/claim`,
      {
        token,
      }
    )
    if (!job) break
    const card = await fetch(
      `${baseUrl}/merchant/print-stations/${stationId}/jobs/${job.id}/pdf?token=${token}`,
      { headers: { cookie: session.cookie } }
    )
    if (!card.ok) throw new Error(`card answered ${card.status}`)
    await card.arrayBuffer()
    await staffJson(
      baseUrl,
      session,
      `/merchant/print-stations/${stationId}/jobs/${job.id}/confirm`,
      {
        token,
      }
    )
    cycles.push(performance.now() - started)
  }
  return cycles
}

function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
}

ensureBuild()
await prepareDatabase()
await storePhotos()
const ids = await seedForms()
const app = await startApp(Number(process.env.BENCH_PORT ?? 3712))
try {
  const printer = await staffSession(app.url, 'admin@demo.test')
  const other = await staffSession(app.url, 'admin@demo.test')
  const design = DESIGNED ? await designTemplate(app.url, printer) : null
  /** The standard layout: the demo's designed templates of the tennis tournament set aside. */
  if (!DESIGNED)
    await benchQuery(
      `delete from badge_templates where tournament_id in (select tournament_id from forms where code like '${MARK}%')`
    )
  const otherLoad = (options: { duration: number; until?: Promise<unknown> }) =>
    load({
      url: `${app.url}${OTHER_PAGE}`,
      connections: 2,
      overallRate: 20,
      headers: { cookie: other.cookie },
      ...options,
    })
  await otherLoad({ duration: 2 })
  /**
   * One badge's preview first: the first request to the print's controller
   * loads its modules (a 0.3 s stall of the event loop, once per process),
   * which would otherwise fall into the other page's p95 during the print.
   */
  const warmUp = await fetch(`${app.url}/merchant/systems/pdfs?ids=${ids[0]}`, {
    headers: { cookie: printer.cookie, accept: 'application/pdf' },
  })
  if (!warmUp.ok) throw new Error(`preview answered ${warmUp.status}`)
  await warmUp.arrayBuffer()
  markMeasuredRun()
  const quiet = await otherLoad({ duration: 5 })

  const before = app.rssMb()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, app.rssMb())
  }, 50)
  const cpuBefore = app.cpuMs()
  const printCpu = cpuMeter(app.pids)
  const started = performance.now()
  const print = (reason?: string) =>
    fetch(`${app.url}/merchant/systems/pdfs`, {
      method: 'POST',
      headers: {
        'cookie': printer.cookie,
        'x-xsrf-token': printer.xsrf,
        'accept': 'application/pdf',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ids, reason }),
    }).then(async (response) => {
      if (response.status !== 200)
        throw new Error(`pdfs answered ${response.status}: ${await response.text()}`)
      return Buffer.from(await response.arrayBuffer())
    })
  const printed = print()
  /**
   * Taken when the last byte is in: the other page's load takes up to a
   * second more to stop. The CPU by thread kind (ms) tells the event loop's
   * share from the badge renderer's.
   */
  const done = printed.then(() => ({
    seconds: Math.round((performance.now() - started) / 10) / 100,
    serverCpuSeconds: Math.round((app.cpuMs() - cpuBefore) / 10) / 100,
    serverCpuByThread: printCpu(1).byThread,
  }))
  done.catch(() => {}) // a failed print throws below
  const [pdf, during] = await Promise.all([printed, otherLoad({ duration: 600, until: printed })])
  const { seconds, serverCpuSeconds, serverCpuByThread } = await done
  clearInterval(sampler)
  /** One print log per badge of the first print (the reprint logs its own). */
  const [logged] = await benchQuery<{ total: string }>(
    `select count(*) as total from form_logs where type = 'print' and form_id in (select id from forms where code like '${MARK}%')`
  )
  /** A reprint of the same badges: the resized photos are kept between prints. */
  const reprintStarted = performance.now()
  await print('misprint')
  const reprintSeconds = Math.round((performance.now() - reprintStarted) / 10) / 100
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length
  const sides = DESIGNED ? 2 : 1

  /** A station's queue: 500 of the printed cards sent again (with a reason), printed one by one. */
  const [tournament] = await benchQuery<{ id: number }>(
    `select tournament_id as id from forms where id = ?`,
    [ids[0]]
  )
  await benchQuery(`delete from print_stations where name = 'Bench station'`)
  const [station] = await benchQuery<{ id: number }>(
    `insert into print_stations (tournament_id, name, created_at) values (?, 'Bench station', current_timestamp) returning id`,
    [tournament.id]
  )
  const sent = await staffJson(app.url, printer, `/merchant/print-stations/${station.id}/send`, {
    ids: ids.slice(0, STATION_CARDS),
    reason: 'misprint',
  })
  const stationStarted = performance.now()
  const cycles = await runStation(app.url, printer, Number(station.id))
  const stationSeconds = Math.round((performance.now() - stationStarted) / 10) / 100
  const [confirmed] = await benchQuery<{ total: string }>(
    `select count(*) as total from print_jobs where station_id = ? and state = 'printed'`,
    [station.id]
  )
  const rssRiseMb = peak - before
  const otherP95Ratio = Math.round((during.p95 / quiet.p95) * 100) / 100
  report('badges', {
    badges: BADGES,
    template: design ? { designed: true, sides, version: design.version } : { designed: false },
    pages,
    printLogs: Number(logged.total),
    pdfMb: Math.round((pdf.length / 2 ** 20) * 10) / 10,
    seconds,
    reprintSeconds,
    serverCpuSeconds,
    serverCpuByThread,
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssRiseMb,
    otherPage: OTHER_PAGE,
    otherBefore: quiet,
    otherDuring: during,
    otherP95Ratio,
    station: {
      sent: sent.queued,
      printed: Number(confirmed.total),
      seconds: stationSeconds,
      cardsPerMinute: Math.round((cycles.length / stationSeconds) * 60),
      cardP50Ms: Math.round(percentile(cycles, 0.5)),
      cardP95Ms: Math.round(percentile(cycles, 0.95)),
    },
    target: TARGET,
    pass:
      pages === BADGES * sides &&
      Number(confirmed.total) === STATION_CARDS &&
      Number(logged.total) === BADGES &&
      seconds < TARGET.seconds &&
      rssRiseMb < TARGET.rssRiseMb &&
      otherP95Ratio < TARGET.otherP95Ratio,
  })
} finally {
  await app.stop()
}
