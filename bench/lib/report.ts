import { writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import { ROOT } from './app_server.ts'

/** Prints the figures and keeps them in bench/results/<name>.json. */
export function report(name: string, figures: Record<string, unknown>) {
  const machine = {
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    database: process.env.BENCH_DB === 'sqlite' ? 'sqlite' : 'postgresql',
    /** Other work on the shared cores when the run ended (1, 5, 15 min). */
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  }
  const result = { name, date: new Date().toISOString(), machine, ...figures }
  mkdirSync(`${ROOT}bench/results`, { recursive: true })
  writeFileSync(`${ROOT}bench/results/${name}.json`, JSON.stringify(result, null, 2) + '\n')
  console.log(JSON.stringify(result, null, 2))
  return result
}
