import { writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import { ROOT, benchEnv, benchSetup } from './app_server.ts'
import { machineLoad, profilerAttached } from './machine.ts'

/** Prints the figures and keeps them in bench/results/<name>.json. */
export function report(name: string, figures: Record<string, unknown>) {
  const machine = {
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    database: benchEnv().DB_CONNECTION === 'sqlite' ? 'sqlite' : 'postgresql',
    /** embedded (npm start), scale (Redis stores) or legacy (the earlier bench setup). */
    setup: benchSetup(),
    /** App instances sharing the port (BENCH_INSTANCES). */
    appInstances: Math.max(1, Number(process.env.BENCH_INSTANCES ?? 1)),
    stores: Object.fromEntries(
      ['SESSION_DRIVER', 'CACHE_STORE', 'LIMITER_STORE', 'QUEUE_DRIVER'].map((key) => [
        key,
        benchEnv()[key] ?? 'default',
      ])
    ),
    /** Other work on the shared cores when the run ended (1, 5, 15 min). */
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    /** Shared machine: the load and busy share while the bench measured. */
    load: machineLoad(),
  }
  const result = { name, date: new Date().toISOString(), machine, ...figures }
  const profiled = profilerAttached()
  if (profiled) {
    console.log(JSON.stringify(result, null, 2))
    console.error(`not written to bench/results/${name}.json: ${profiled}`)
    return result
  }
  mkdirSync(`${ROOT}bench/results`, { recursive: true })
  writeFileSync(`${ROOT}bench/results/${name}.json`, JSON.stringify(result, null, 2) + '\n')
  console.log(JSON.stringify(result, null, 2))
  return result
}
