/**
 * Paired devices' sync through the production build on PostgreSQL
 * (decisions 0120, 0121): a door device of a zone whose tournament holds
 * BENCH_CREDENTIALS credentials (20,000) is paired with a one-time code, then
 *
 *   - fetches its snapshot (time and size, raw and gzip as sent), then the
 *     small photos of its holders in pages of 100 (time and size);
 *   - fetches a delta after 100 credentials changed (median of 10);
 *   - sends 5,000 queued passages in batches of 500, then sends them all
 *     again: the server must hold exactly 5,000 passages.
 *
 *   npm run bench:device-sync
 *
 * Targets: 5,000 actions under 60 s (moonshot 10 s); snapshot under 10 s and
 * 20 MB (moonshot 3 s and 5 MB); delta of 100 changes under 200 ms.
 */
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { ensureBuild, startApp } from './lib/app_server.ts'
import { benchQuery, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'

process.env.BENCH_PG_DB ??= 'acc_bench_devices'
const CREDENTIALS = Number(process.env.BENCH_CREDENTIALS ?? 20_000)
const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 5000)
const BATCH = 500
const TARGET = { actionsSeconds: 60, snapshotSeconds: 10, snapshotMb: 20, deltaMs: 200 }

ensureBuild()
await prepareDatabase()

const [tennis] = await benchQuery<{ id: number }>(
  "select id from tournaments where is_current and sport = 'tennis' order by id limit 1"
)
const [template] = await benchQuery<{ id: number }>(
  'select id from permissions order by id limit 1'
)
const [{ flags }] = await benchQuery<{ flags: string }>(
  'select flags from permissions where id = ?',
  [template.id]
)
const zoneName = Object.keys(JSON.parse(flags))[0] ?? 'Prensa'

/** Credentials copied from a demo one, each with its own code, approved, with the zone's template. */
const columnRows = await benchQuery<{ column_name: string }>(
  "select column_name from information_schema.columns where table_name = 'forms' and column_name not in ('id', 'code', 'rfid', 'submission_key', 'state', 'permission_id', 'tournament_id', 'custom_permission', 'access_status')"
)
const columns = columnRows.map((row) => row.column_name)
const [sample] = await benchQuery<{ id: number }>(
  'select id from forms where tournament_id = ? order by id limit 1',
  [tennis.id]
)
await benchQuery(
  `insert into forms (${columns.join(', ')}, code, rfid, state, permission_id, tournament_id, custom_permission)
   select ${columns.map((column) => `f.${column}`).join(', ')}, 'BENCH' || lpad(n::text, 7, '0'),
     'E2' || lpad(n::text, 10, '0'), 'approved', ?, ?, '{}'
   from forms f cross join generate_series(1, ?) as n where f.id = ?`,
  [template.id, tennis.id, CREDENTIALS, sample.id]
)
const [zone] = await benchQuery<{ id: number }>(
  // The demo may already hold a zone of that name: the bench uses it (its credentials name it).
  `insert into zones (tournament_id, name, anti_passback, rules, created_at) values (?, ?, false, '[]', now())
   on conflict (tournament_id, name) do update set name = excluded.name returning id`,
  [tennis.id, zoneName]
)
const [door] = await benchQuery<{ id: number }>(
  "insert into doors (zone_id, name, direction, created_at) values (?, 'Bench door', 'both', now()) returning id",
  [zone.id]
)
/** The pairing code a QR code would carry: its hash is what the admin page stores. */
const code = randomBytes(8).toString('hex').toUpperCase()
await benchQuery(
  `insert into devices (tournament_id, name, kind, zone_id, pairing_hash, pairing_expires_at, queued_actions, created_at)
   values (?, 'Bench door device', 'door', ?, ?, now() + interval '10 minutes', 0, now())`,
  [tennis.id, zone.id, createHash('sha256').update(code).digest('hex')]
)
// The demo's photos, shared round robin: the desk fetches a thumbnail for every credential.
await benchQuery(
  `with photos as (
     select photo_path, row_number() over (order by id) - 1 as n from forms
     where photo_path is not null and code not like 'BENCH%')
   update forms f set photo_path = p.photo_path from photos p
   where f.code like 'BENCH%' and substr(f.code, 6)::int % (select count(*) from photos) = p.n`
)
const holders = await benchQuery<{ code: string }>(
  "select code from forms where code like 'BENCH%' order by id limit 1000"
)
/** Changes must settle (decision 0121) before the snapshot's cursor covers them. */
await new Promise((resolve) => setTimeout(resolve, 6000))

const app = await startApp(Number(process.env.BENCH_PORT ?? 3455))
try {
  const paired = await fetch(`${app.url}/device-api/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  }).then((response) => response.json() as Promise<{ token: string }>)
  const auth = { authorization: `Bearer ${paired.token}` }

  // Warm-up, then the measured snapshot.
  await fetch(`${app.url}/device-api/snapshot`, { headers: auth }).then((r) => r.arrayBuffer())
  let started = performance.now()
  const snapshotResponse = await fetch(`${app.url}/device-api/snapshot`, {
    headers: { ...auth, 'accept-encoding': 'gzip' },
  })
  const snapshotBody = Buffer.from(await snapshotResponse.arrayBuffer())
  const snapshotSeconds = (performance.now() - started) / 1000
  const snapshot = JSON.parse(snapshotBody.toString('utf8')) as {
    holders: { id: number; hasPhoto: boolean }[]
    cursor: string
  }
  const snapshotMb = snapshotBody.length / 2 ** 20
  const snapshotGzipMb = gzipSync(snapshotBody).length / 2 ** 20

  // The desk's next step: the thumbnails of every holder with a photo, 100 per request.
  const withPhoto = snapshot.holders.filter((holder) => holder.hasPhoto).map((holder) => holder.id)
  started = performance.now()
  let photoBytes = 0
  let photoGzipBytes = 0
  let photos = 0
  for (let start = 0; start < withPhoto.length; start += 100) {
    const page = withPhoto.slice(start, start + 100)
    const response = await fetch(`${app.url}/device-api/photos?ids=${page.join(',')}`, {
      headers: auth,
    })
    const body = Buffer.from(await response.arrayBuffer())
    photoBytes += body.length
    photoGzipBytes += gzipSync(body).length
    photos += (JSON.parse(body.toString('utf8')) as { photos: unknown[] }).photos.length
  }
  const photosSeconds = (performance.now() - started) / 1000

  await benchQuery(
    `update forms set access_status = 'blocked' where id in
     (select id from forms where code like 'BENCH%' order by id limit 100)`
  )
  const deltaTimes: number[] = []
  let deltaHolders = 0
  for (let run = 0; run < 10; run++) {
    started = performance.now()
    const delta = (await fetch(
      `${app.url}/device-api/delta?cursor=${encodeURIComponent(snapshot.cursor)}`,
      { headers: auth }
    ).then((response) => response.json())) as { holders: unknown[] }
    deltaTimes.push(performance.now() - started)
    deltaHolders = delta.holders.length
  }
  deltaTimes.sort((a, b) => a - b)

  const actions = Array.from({ length: ACTIONS }, (_, index) => ({
    key: `bench-${index}-${randomBytes(6).toString('hex')}`,
    kind: 'passage',
    at: new Date().toISOString(),
    offline: true,
    doorId: door.id,
    scan: holders[index % holders.length].code,
    direction: index % 2 === 0 ? 'in' : 'out',
    verdict: 'admit',
    reason: index % 2 === 0 ? 'entry' : 'exit',
  }))
  const send = async () => {
    const statuses: Record<string, number> = {}
    for (let start = 0; start < actions.length; start += BATCH) {
      const response = await fetch(`${app.url}/device-api/actions`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ actions: actions.slice(start, start + BATCH) }),
      })
      const body = (await response.json()) as { results: { status: string }[] }
      for (const result of body.results)
        statuses[result.status] = (statuses[result.status] ?? 0) + 1
    }
    return statuses
  }
  started = performance.now()
  const first = await send()
  const actionsSeconds = (performance.now() - started) / 1000
  const again = await send()
  const [stored] = await benchQuery<{ total: string }>(
    "select count(*) as total from passages where idempotency_key like 'bench-%'"
  )
  const passages = Number(stored.total)

  const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits
  report('device-sync', {
    credentials: CREDENTIALS,
    snapshot: {
      holders: snapshot.holders.length,
      seconds: round(snapshotSeconds),
      mb: round(snapshotMb),
      gzipMb: round(snapshotGzipMb),
    },
    photos: {
      withPhoto: withPhoto.length,
      sent: photos,
      seconds: round(photosSeconds),
      mb: round(photoBytes / 2 ** 20),
      gzipMb: round(photoGzipBytes / 2 ** 20),
      bytesEach: photos ? Math.round(photoBytes / photos) : 0,
    },
    delta: {
      changed: deltaHolders,
      medianMs: round(deltaTimes[5], 1),
      maxMs: round(deltaTimes[9], 1),
    },
    actions: {
      count: ACTIONS,
      batch: BATCH,
      seconds: round(actionsSeconds),
      perSecond: Math.round(ACTIONS / actionsSeconds),
      first,
      resent: again,
      passagesStored: passages,
    },
    target: TARGET,
    pass:
      actionsSeconds < TARGET.actionsSeconds &&
      snapshotSeconds < TARGET.snapshotSeconds &&
      snapshotMb < TARGET.snapshotMb &&
      deltaTimes[5] < TARGET.deltaMs &&
      deltaHolders === 100 &&
      passages === ACTIONS &&
      (again.replayed ?? 0) === ACTIONS,
  })
} finally {
  await app.stop()
}
