import { load, percentile, type LoadOptions, type LoadResult } from './load.ts'

/** One side of a comparison: the load it takes, and what serves it. */
export type Contender = {
  load: Omit<LoadOptions, 'duration' | 'latencies'>
  /** The serving process's CPU so far (ms, all threads), read around each slice. */
  cpuMs?: () => number
  /** Counts a wider measure (the machine's CPU) over this contender's slices only. */
  meter?: { resume: () => void; pause: () => void }
}

export type InterleavedResult = LoadResult & {
  /** Server CPU per request over this contender's slices (when `cpuMs` is given). */
  serverCpuMsPerRequest: number | null
  slices: number
  seconds: number
}

/**
 * Runs contenders in alternating slices of one run (A B C, C B A, A B C …),
 * each slice `sliceSeconds` long, and merges each one's slices: a change of
 * load on the shared machine falls on every contender alike, so their ratio
 * holds where run-after-run figures drift (a floor ratio moved 0.19 → 0.35).
 */
export async function interleaved<Name extends string>(
  contenders: Record<Name, Contender>,
  options: { slices: number; sliceSeconds: number }
): Promise<Record<Name, InterleavedResult>> {
  const names = Object.keys(contenders) as Name[]
  const merged = new Map(
    names.map((name) => [
      name,
      { latencies: [] as number[], results: [] as LoadResult[], cpuMs: 0, requests: 0 },
    ])
  )
  for (let slice = 0; slice < options.slices; slice++) {
    const order = slice % 2 === 0 ? names : [...names].reverse()
    for (const name of order) {
      const contender = contenders[name]
      const into = merged.get(name)!
      const cpuBefore = contender.cpuMs?.() ?? 0
      contender.meter?.resume()
      const result = await load({
        ...contender.load,
        duration: options.sliceSeconds,
        latencies: into.latencies,
      })
      contender.meter?.pause()
      into.cpuMs += (contender.cpuMs?.() ?? 0) - cpuBefore
      into.results.push(result)
    }
  }
  const seconds = options.slices * options.sliceSeconds
  const sum = (results: LoadResult[], pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0)
  return Object.fromEntries(
    names.map((name) => {
      const { latencies, results, cpuMs } = merged.get(name)!
      latencies.sort((a, b) => a - b)
      const total = sum(results, (result) => result.total)
      const statusCounts: Record<string, number> = {}
      for (const result of results)
        for (const [status, count] of Object.entries(result.statusCounts))
          statusCounts[status] = (statusCounts[status] ?? 0) + count
      const at = (p: number) => Math.round(percentile(latencies, p) * 10) / 10
      return [
        name,
        {
          requestsPerSecond: Math.round(total / seconds),
          p50: at(50),
          p95: at(95),
          p99: at(99),
          errors: sum(results, (result) => result.errors),
          non2xx: sum(results, (result) => result.non2xx),
          total,
          statusCounts,
          serverCpuMsPerRequest: contenders[name].cpuMs
            ? Math.round((cpuMs / Math.max(total, 1)) * 100) / 100
            : null,
          slices: options.slices,
          seconds,
        },
      ]
    })
  ) as Record<Name, InterleavedResult>
}

/** a / b to three decimals. */
export function ratio(a: number, b: number) {
  return Math.round((a / Math.max(b, 1e-9)) * 1000) / 1000
}
