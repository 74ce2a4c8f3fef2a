import inspector from 'node:inspector'
import os from 'node:os'
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

let measuredFrom = { ticks: machineTicks(), loadAverage: os.loadavg(), at: Date.now() }

/** Marks the start of a bench's measured part: the machine's load is reported from here. */
export function markMeasuredRun() {
  measuredFrom = { ticks: machineTicks(), loadAverage: os.loadavg(), at: Date.now() }
}

const rounded = (values: number[]) => values.map((value) => Math.round(value * 100) / 100)

/**
 * What else the shared machine was doing while the bench measured: the load
 * average (1, 5, 15 min) at the start and the end, and the share of every
 * core's time that was busy, whoever used it (1.0: no idle core at all).
 */
export function machineLoad() {
  const ticks = machineTicks()
  return {
    loadAverageAtStart: rounded(measuredFrom.loadAverage),
    loadAverageAtEnd: rounded(os.loadavg()),
    busyShare:
      Math.round(
        ((ticks.busy - measuredFrom.ticks.busy) /
          Math.max(ticks.total - measuredFrom.ticks.total, 1)) *
          1000
      ) / 1000,
    measuredSeconds: Math.round((Date.now() - measuredFrom.at) / 1000),
  }
}

export type SetupCpu = {
  /** CPU of the app's process tree, the database server's part and the load generator, per operation. */
  cpuMsPerOperation: number
  byPart: { app: number; database: number; loadGenerator: number }
  /** Share of the machine's cores busy during the run, whoever used them (others share it). */
  machineBusyShare: number
}

/**
 * Measures CPU over everything an operation costs on the machine: the app
 * process tree, the database server's processes working for it, and this
 * process (the load generator runs inside it). Counts only between resume()
 * and pause(), so the slices of an interleaved run add up; starts paused.
 */
export function setupCpuMeter(options: {
  /** The app's process, or each instance's. */
  appPid: number | number[]
  database: string | null
  redis: boolean
}) {
  const parts = () => ({
    app: cpuOf([options.appPid].flat().flatMap(tree)),
    database: cpuOf(serverPids(options.database, options.redis)),
    own: process.cpuUsage(),
    ticks: machineTicks(),
  })
  const spent = (now: Map<number, number>, then: Map<number, number>) =>
    [...now].reduce((sum, [pid, ms]) => sum + ms - (then.get(pid) ?? 0), 0)
  const total = { app: 0, database: 0, loadGenerator: 0, busy: 0, ticks: 0 }
  let from: ReturnType<typeof parts> | null = null
  return {
    resume() {
      from = parts()
    },
    pause() {
      if (!from) return
      const to = parts()
      total.app += spent(to.app, from.app)
      total.database += spent(to.database, from.database)
      const own = process.cpuUsage(from.own)
      total.loadGenerator += (own.user + own.system) / 1000
      total.busy += to.ticks.busy - from.ticks.busy
      total.ticks += to.ticks.total - from.ticks.total
      from = null
    },
    perOperation(operations: number): SetupCpu {
      const per = (ms: number) => Math.round((ms / Math.max(operations, 1)) * 100) / 100
      return {
        cpuMsPerOperation: per(total.app + total.database + total.loadGenerator),
        byPart: {
          app: per(total.app),
          database: per(total.database),
          loadGenerator: per(total.loadGenerator),
        },
        machineBusyShare: Math.round((total.busy / Math.max(total.ticks, 1)) * 1000) / 1000,
      }
    },
  }
}
