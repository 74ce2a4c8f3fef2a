import inspector from 'node:inspector'
import { readdirSync, readFileSync } from 'node:fs'

const PROFILING = /--(cpu-prof|prof|heap-prof|inspect)/

/**
 * Why a run's figures must not be kept: a profiler or an inspector on the
 * bench or on the server it starts slows what it measures (a till run with
 * the CPU profiler on read ~40 % slower than quiet ones). Null when clean.
 */
export function profilerAttached(): string | null {
  if (inspector.url()) return 'an inspector is attached to the bench'
  const flags = [
    ...process.execArgv,
    process.env.NODE_OPTIONS ?? '',
    process.env.BENCH_NODE_OPTIONS ?? '',
    process.env.BENCH_SERVER_ARGS ?? '',
  ].join(' ')
  const match = PROFILING.exec(flags)
  return match ? `${match[0]} is set for the bench or its server` : null
}

/** utime + stime of a /proc stat line, in ms (clock ticks of 1/100 s). */
function cpuMsOfStat(stat: string) {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function read(path: string) {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** A process and every process below it (the app's workers, its sharp or ace children). */
function tree(pid: number): number[] {
  const pids = [pid]
  for (const tid of readdirSync(`/proc/${pid}/task`, { withFileTypes: false }) as string[]) {
    const children = read(`/proc/${pid}/task/${tid}/children`)
    for (const child of children?.trim().split(/\s+/).filter(Boolean) ?? []) {
      if (read(`/proc/${child}/stat`)) pids.push(...tree(Number(child)))
    }
  }
  return pids
}

/**
 * The database server's processes that work for this bench: PostgreSQL's
 * backends connected to the bench's database and its shared background
 * processes (WAL writer, checkpointer), or Redis when the setup uses it.
 */
function serverPids(database: string | null, redis: boolean): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const cmdline = read(`/proc/${entry}/cmdline`)?.replace(/\0/g, ' ').trim()
    if (!cmdline) continue
    if (redis && cmdline.startsWith('redis-server')) pids.push(Number(entry))
    if (!database || !cmdline.startsWith('postgres: ')) continue
    const backend = /\(\d+\)/.test(cmdline)
    if (!backend || cmdline.includes(` ${database} `)) pids.push(Number(entry))
  }
  return pids
}

function cpuOf(pids: number[]) {
  const byPid = new Map<number, number>()
  for (const pid of pids) {
    const stat = read(`/proc/${pid}/stat`)
    if (stat) byPid.set(pid, cpuMsOfStat(stat))
  }
  return byPid
}

/** Busy and total jiffies of the whole machine (every core, every user). */
function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const values = fields.map(Number)
  const total = values.reduce((sum, value) => sum + value, 0)
  const idle = values[3] + values[4]
  return { total, busy: total - idle }
}

export type SetupCpu = {
  /** CPU of the app's process tree, the database server's part and the load generator, per operation. */
  cpuMsPerOperation: number
  byPart: { app: number; database: number; loadGenerator: number }
  /** Share of the machine's cores busy during the run, whoever used them (others share it). */
  machineBusyShare: number
}

/**
 * Measures a run's CPU over everything the operation costs on the machine:
 * the app process tree, the database server's processes working for it, and
 * this process (the load generator runs inside it).
 */
export function setupCpuMeter(options: {
  appPid: number
  database: string | null
  redis: boolean
}) {
  const parts = () => ({
    app: cpuOf(tree(options.appPid)),
    database: cpuOf(serverPids(options.database, options.redis)),
  })
  const before = parts()
  const ownBefore = process.cpuUsage()
  const ticksBefore = machineTicks()
  return (operations: number): SetupCpu => {
    const after = parts()
    const own = process.cpuUsage(ownBefore)
    const ticks = machineTicks()
    const spent = (now: Map<number, number>, then: Map<number, number>) =>
      [...now].reduce((sum, [pid, ms]) => sum + ms - (then.get(pid) ?? 0), 0)
    const per = (ms: number) => Math.round((ms / Math.max(operations, 1)) * 100) / 100
    const app = spent(after.app, before.app)
    const database = spent(after.database, before.database)
    const loadGenerator = (own.user + own.system) / 1000
    return {
      cpuMsPerOperation: per(app + database + loadGenerator),
      byPart: { app: per(app), database: per(database), loadGenerator: per(loadGenerator) },
      machineBusyShare:
        Math.round(((ticks.busy - ticksBefore.busy) / (ticks.total - ticksBefore.total)) * 1000) /
        1000,
    }
  }
}
