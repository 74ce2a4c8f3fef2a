import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** BENCH_BUILD=<dir> runs another checkout's build (an earlier commit, for before/after pairs). */
export const BUILD = process.env.BENCH_BUILD ?? `${ROOT}build`

/** Production build (server + assets) unless one exists; BENCH_REBUILD=1 forces it. */
export function ensureBuild() {
  if (!existsSync(`${BUILD}/bin/server.js`) || process.env.BENCH_REBUILD) {
    execFileSync(process.execPath, ['ace', 'build'], { cwd: ROOT, stdio: 'inherit' })
  }
  if (!existsSync(`${BUILD}/node_modules`))
    symlinkSync(`${ROOT}node_modules`, `${BUILD}/node_modules`)
}

/**
 * The two documented setups: `embedded` (npm start: SQLite, database limiter
 * and queue with the inline worker, cookie sessions, memory cache) and
 * `scale` (PostgreSQL; Redis sessions, limiter, cache and queue, on Redis
 * database BENCH_REDIS_DB, 9 by default, so no other app shares its keys).
 * Unset: the earlier bench setup (PostgreSQL, cookie sessions, memory cache
 * and limiter), or SQLite with BENCH_DB=sqlite.
 */
export function benchSetup(): 'embedded' | 'scale' | 'legacy' {
  const setup = process.env.BENCH_SETUP
  if (setup === 'embedded' || setup === 'scale') return setup
  return 'legacy'
}

function setupEnv(): Record<string, string> {
  if (benchSetup() === 'embedded') {
    return {
      SESSION_DRIVER: 'cookie',
      CACHE_STORE: 'memory',
      LIMITER_STORE: 'database',
      QUEUE_DRIVER: 'database',
      QUEUE_INLINE_WORKER: 'true',
    }
  }
  if (benchSetup() === 'scale') {
    return {
      SESSION_DRIVER: 'redis',
      CACHE_STORE: 'redis',
      LIMITER_STORE: 'redis',
      QUEUE_DRIVER: 'redis',
      QUEUE_INLINE_WORKER: 'false',
      REDIS_DB: process.env.BENCH_REDIS_DB ?? '9',
    }
  }
  return { QUEUE_INLINE_WORKER: 'false', LIMITER_STORE: 'memory' }
}

/** The benchmark database: SQLite in the embedded setup or with BENCH_DB=sqlite, else PostgreSQL. */
export function benchEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const pg =
    benchSetup() === 'scale' || (benchSetup() === 'legacy' && process.env.BENCH_DB !== 'sqlite')
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    APP_KEY: 'benchmark-only-key-not-a-secret-0001',
    APP_URL: 'http://127.0.0.1',
    MAIL_MAILER: 'file',
    LOG_LEVEL: 'error',
    DB_SCHEMA_GENERATION: 'false',
    ...setupEnv(),
    /** e.g. BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=tmp/profiles" to profile the server. */
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    ...(pg
      ? {
          DB_CONNECTION: 'pg',
          PG_DB_NAME: process.env.BENCH_PG_DB ?? 'acc_bench',
          PG_PASSWORD: 'postgres',
        }
      : { DB_CONNECTION: 'sqlite', SQLITE_FILE: `${ROOT}tmp/bench.sqlite3` }),
    ...extra,
  }
}

/** Runs an ace command of the built app against the benchmark database. */
export function ace(args: string[], env = benchEnv()) {
  execFileSync(process.execPath, ['ace', ...args], {
    cwd: BUILD,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export type RunningApp = {
  url: string
  pid: number
  /** Every instance's process (BENCH_INSTANCES). */
  pids: number[]
  rssMb: () => number
  /** CPU time the server process used so far (all threads), in ms. */
  cpuMs: () => number
  stop: () => Promise<void>
}

/** utime + stime (ms) of a /proc stat line: fields 14 and 15, in clock ticks (1/100 s). */
function cpuMsOfStat(stat: string) {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * CPU time (ms) of each of a process's thread kinds, by name with digits
 * dropped: `MainThread` (the event loop), `libuv-worker` (fs, crypto, sharp's
 * jobs), `libvips worker` (libvips's own pool), `V8Worker` (GC and compiler helpers).
 */
function cpuMsByThread(pid: number) {
  const byKind: Record<string, number> = {}
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    } catch {
      continue // the thread ended between the listing and the read
    }
    const kind = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/[\d-]+$/, '')
    byKind[kind] = (byKind[kind] ?? 0) + cpuMsOfStat(stat)
  }
  return byKind
}

/**
 * Server CPU per request over a run, in all and by thread kind: steadier
 * than req/s on a shared machine, and it says where the time goes. Threads
 * that ended during the run are missing from the split, not from the total.
 */
export function cpuMeter(pids: number | number[]) {
  const all = [pids].flat()
  const total = () => all.reduce((sum, pid) => sum + processStats(pid).cpuMs(), 0)
  const byThread = () => {
    const sum: Record<string, number> = {}
    for (const pid of all) {
      for (const [kind, ms] of Object.entries(cpuMsByThread(pid))) sum[kind] = (sum[kind] ?? 0) + ms
    }
    return sum
  }
  const totalBefore = total()
  const threadsBefore = byThread()
  return (requests: number) => {
    const perRequest = (ms: number) => Math.round((ms / Math.max(requests, 1)) * 100) / 100
    const threads = Object.entries(byThread())
      .map(([kind, ms]) => [kind, perRequest(ms - (threadsBefore[kind] ?? 0))] as const)
      .filter(([, ms]) => ms > 0)
      .sort(([, a], [, b]) => b - a)
    return { total: perRequest(total() - totalBefore), byThread: Object.fromEntries(threads) }
  }
}

/** Resident memory (MB) and CPU time (ms, all threads) of a process, from /proc. */
function processStats(pid: number) {
  return {
    rssMb: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    },
    cpuMs: () => cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8')),
  }
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

/**
 * The built app on `port`. BENCH_INSTANCES=n starts n instances sharing the
 * port (REUSE_PORT, README "Running several instances"): the kernel spreads
 * the load generator's connections between them, one web process per core.
 */
export async function startApp(port: number, env = benchEnv()): Promise<RunningApp> {
  const count = Math.max(1, Number(process.env.BENCH_INSTANCES ?? 1))
  const shared = count > 1 ? { REUSE_PORT: 'true' } : {}
  const instances: RunningApp[] = []
  for (let index = 0; index < count; index++) {
    instances.push(await startInstance(port, { ...env, ...shared }))
  }
  if (count === 1) return instances[0]
  return {
    url: instances[0].url,
    pid: instances[0].pid,
    pids: instances.map((instance) => instance.pid),
    rssMb: () => instances.reduce((sum, instance) => sum + instance.rssMb(), 0),
    cpuMs: () => instances.reduce((sum, instance) => sum + instance.cpuMs(), 0),
    stop: async () => {
      await Promise.all(instances.map((instance) => instance.stop()))
    },
  }
}

async function startInstance(port: number, env: NodeJS.ProcessEnv): Promise<RunningApp> {
  /** e.g. BENCH_SERVER_ARGS="--trace-gc": V8 flags NODE_OPTIONS refuses, for the server only. */
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'bin/server.js'], {
    cwd: BUILD,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  /** Up to two minutes: a start-up on a busy shared machine can take more than one. */
  for (let attempt = 0; attempt < 480; attempt++) {
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false
    )
    if (ok) break
    if (child.exitCode !== null) throw new Error('the app exited during start-up')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    pid: child.pid!,
    pids: [child.pid!],
    ...processStats(child.pid!),
    stop: stopper(child),
  }
}

export type RunningWorker = Omit<RunningApp, 'url'>

/** The queue worker as its own process, as at scale (README): `node ace queue:work`, maybe niced. */
export function startWorker(env: NodeJS.ProcessEnv, nice = 0) {
  const command = [process.execPath, 'ace', 'queue:work']
  const [file, ...args] = nice ? ['nice', '-n', String(nice), ...command] : command
  const child: ChildProcess = spawn(file, args, {
    cwd: BUILD,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return { pid: child.pid!, nice, ...processStats(child.pid!), stop: stopper(child) }
}
