/**
 * The partner API and webhooks through the production build (decisions
 * 0250-0253), on PostgreSQL (BENCH_DB=sqlite for the embedded engine):
 *
 *   - a partner pulls BENCH_CREDENTIALS (90,000) approved credentials by
 *     delta pages of 1,000 from no cursor: every credential exactly once;
 *   - BENCH_CHANGES (1,000) credentials change; the partner pulls the delta
 *     from its cursor: exactly those;
 *   - five local HTTPS receivers subscribe; BENCH_EVENTS (10,000) credentials
 *     change at once; the queue worker fans them out: each receiver must get
 *     each credential exactly once, every signature verifying.
 *
 *   npm run bench:api   (BENCH_CREDENTIALS=90000, BENCH_CHANGES=1000, BENCH_EVENTS=10000,
 *   BENCH_ENDPOINTS=5, BENCH_PORT=3455)
 *
 * Targets: the full pull under 30 s, the delta of 1,000 changes under 1 s,
 * the fan-out exactly once per event per endpoint.
 */
import { createHash, randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { benchEnv, ensureBuild, startApp, startWorker } from './lib/app_server.ts'
import { benchQuery, prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'

process.env.BENCH_PG_DB ??= 'acc_partners_bench'
const CREDENTIALS = Number(process.env.BENCH_CREDENTIALS ?? 90_000)
const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000)
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000)
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 3455)
const PAGE = 1000
const TARGET = { fullPullSeconds: 30, deltaSeconds: 1 }

ensureBuild()
await prepareDatabase()

const [tennis] = await benchQuery<{ id: number }>(
  "select id from tournaments where is_current and sport = 'tennis' order by id limit 1"
)
await benchQuery(
  `with recursive n(x) as (select 1 union all select x + 1 from n where x < ?)
   insert into forms (type, category, tournament_id, code, state, name, last_name, search_text,
     sort_name, sort_last_name, created_at, updated_at)
   select 'press', 'press', ?, 'BAPI' || x, 'approved', 'Bench', 'Holder ' || x, '', 'bench', 'holder',
     current_timestamp, current_timestamp
   from n`,
  [CREDENTIALS, tennis.id]
)
/** As if the partner began a few seconds later: the listing's cursor covers every insert. */
const settle = () => benchQuery("update form_changes set created_at = '2000-01-01 00:00:00'")
await settle()
const [{ total: expected }] = await benchQuery<{ total: number }>(
  "select count(*) as total from forms where tournament_id = ? and state = 'approved' and erased_at is null",
  [tennis.id]
)

const [partner] = await benchQuery<{ id: number }>(
  `insert into partners (tournament_id, name, contact_email, locale, scopes, rate_limit, created_at)
   values (?, 'Bench partner', 'bench@example.test', 'en', ?, 100000, current_timestamp) returning id`,
  [tennis.id, JSON.stringify(['credentials:read', 'requests:read'])]
)
const secret = randomBytes(32).toString('base64url')
const [token] = await benchQuery<{ id: number }>(
  `insert into partner_tokens (partner_id, name, hash, created_at)
   values (?, 'bench', ?, current_timestamp) returning id`,
  [partner.id, createHash('sha256').update(secret).digest('hex')]
)
const bearer = `Bearer ptk_${token.id}_${secret}`

/** Loopback HTTPS receivers (a certificate made here, trusted by the app through NODE_EXTRA_CA_CERTS). */
const keys = mkdtempSync(join(tmpdir(), 'bench-api-'))
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(keys, 'key.pem'),
    '-out',
    join(keys, 'cert.pem'),
  ],
  { stdio: 'ignore' }
)

const env = benchEnv({
  WEBHOOKS_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  WEBHOOKS_FANOUT_INTERVAL_MS: '1000',
  NODE_EXTRA_CA_CERTS: join(keys, 'cert.pem'),
})
const app = await startApp(PORT, env)

async function page(cursor: string | null) {
  const query = new URLSearchParams({ limit: String(PAGE), ...(cursor ? { cursor } : {}) })
  const response = await fetch(`${app.url}/api/v1/credentials?${query}`, {
    headers: { 'authorization': bearer, 'accept-encoding': 'gzip' },
  })
  if (!response.ok) throw new Error(`page refused: ${response.status} ${await response.text()}`)
  return (await response.json()) as {
    data: { id: number; holder?: { organisation: string | null } }[]
    cursor: string
    hasMore: boolean
  }
}

async function pullAll(from: string | null) {
  const seen = new Map<number, number>()
  let cursor = from
  let pages = 0
  const started = performance.now()
  while (true) {
    const body = await page(cursor)
    pages++
    for (const item of body.data) seen.set(item.id, (seen.get(item.id) ?? 0) + 1)
    cursor = body.cursor
    if (!body.hasMore) break
  }
  return { seen, cursor: cursor!, pages, seconds: (performance.now() - started) / 1000 }
}

const full = await pullAll(null)
const fullOk =
  full.seen.size === Number(expected) && [...full.seen.values()].every((count) => count === 1)

await benchQuery(
  `update forms set company = 'Changed' where id in
     (select id from forms where code like 'BAPI%' order by id limit ?)`,
  [CHANGES]
)
await settle()
const delta = await pullAll(full.cursor)
const deltaOk = delta.seen.size === CHANGES

/** The receivers: each counts the credentials it was told of and verifies every signature. */
const endpointSecrets: string[] = []
const received: Map<number, number>[] = []
let badSignatures = 0
const servers = []
for (let index = 0; index < ENDPOINTS; index++) {
  const signing = `whsec_${randomBytes(32).toString('base64')}`
  endpointSecrets.push(signing)
  const counts = new Map<number, number>()
  received.push(counts)
  const verifier = new Webhook(signing)
  const server = createServer(
    { key: readFileSync(join(keys, 'key.pem')), cert: readFileSync(join(keys, 'cert.pem')) },
    (request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString()
        try {
          verifier.verify(body, request.headers as Record<string, string>)
          const id = Number(JSON.parse(body).data.id)
          counts.set(id, (counts.get(id) ?? 0) + 1)
        } catch {
          badSignatures++
        }
        response.statusCode = 204
        response.end()
      })
    }
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const address = server.address() as { port: number }
  await benchQuery(
    `insert into webhook_endpoints (partner_id, url, events, secret, created_at)
     values (?, ?, ?, ?, current_timestamp)`,
    [
      partner.id,
      `https://127.0.0.1:${address.port}/hooks`,
      JSON.stringify(['request.created', 'request.decided', 'credential.changed']),
      signing,
    ]
  )
}
const [{ last }] = await benchQuery<{ last: number }>(
  'select coalesce(max(id), 0) as last from form_changes'
)
const [{ lastPassage }] = await benchQuery<{ lastPassage: number }>(
  `select coalesce(max(id), 0) as "lastPassage" from passages`
)
await benchQuery(
  "insert into webhook_cursors (name, position) values ('changes', ?), ('passages', ?)",
  [Number(last), Number(lastPassage)]
)

const worker = startWorker(env)
const fanOutStarted = performance.now()
await benchQuery(
  `update forms set company = 'Event' where id in
     (select id from forms where code like 'BAPI%' order by id desc limit ?)`,
  [EVENTS]
)
const deadline = Date.now() + 30 * 60_000
while (Date.now() < deadline) {
  const done = received.every((counts) => counts.size >= EVENTS)
  const [{ open }] = await benchQuery<{ open: number }>(
    "select count(*) as open from webhook_messages where status <> 'done'"
  )
  if (done && Number(open) === 0) break
  await new Promise((resolve) => setTimeout(resolve, 500))
}
const fanOutSeconds = (performance.now() - fanOutStarted) / 1000
// A moment for any late duplicate to show up before counting.
await new Promise((resolve) => setTimeout(resolve, 3000))
const perEndpoint = received.map((counts) => ({
  credentials: counts.size,
  duplicates: [...counts.values()].filter((count) => count > 1).length,
}))

await worker.stop()
await app.stop()
for (const server of servers) server.close()
rmSync(keys, { recursive: true, force: true })

report(benchEnv().DB_CONNECTION === 'sqlite' ? 'partner_api_sqlite' : 'partner_api', {
  credentials: Number(expected),
  fullPull: {
    pages: full.pages,
    seconds: Math.round(full.seconds * 100) / 100,
    everyCredentialOnce: fullOk,
  },
  delta: {
    changes: CHANGES,
    listed: delta.seen.size,
    seconds: Math.round(delta.seconds * 1000) / 1000,
    exact: deltaOk,
  },
  fanOut: {
    events: EVENTS,
    endpoints: ENDPOINTS,
    seconds: Math.round(fanOutSeconds * 10) / 10,
    perEndpoint,
    badSignatures,
    exactlyOnce: perEndpoint.every(
      (entry) => entry.credentials === EVENTS && entry.duplicates === 0
    ),
  },
  target: TARGET,
  met:
    fullOk &&
    deltaOk &&
    full.seconds < TARGET.fullPullSeconds &&
    delta.seconds < TARGET.deltaSeconds &&
    badSignatures === 0 &&
    perEndpoint.every((entry) => entry.credentials === EVENTS && entry.duplicates === 0),
})
