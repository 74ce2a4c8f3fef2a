import { writeFileSync } from 'node:fs'
import http from 'node:http'
import { percentile, type LoadResult } from './load.ts'

export type PacedRequest = {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

export type PacedOptions = {
  url: string
  /** Requests per second, sent at even intervals whether or not answers have come (open loop). */
  rate: number
  duration: number
  /** Keep-alive connections at most, as many clients as the scenario has (doors, tills). */
  connections: number
  next: () => PacedRequest
  onResponse?: (status: number, body: string) => void
}

/**
 * An open-loop load: request n leaves at start + n / rate, and its latency is
 * counted from that moment, so time spent waiting for a free connection while
 * the server lags counts too (no coordinated omission). Autocannon's own rate
 * option sends each second's quota in one burst, which measures a saturated
 * server, not one answering a steady rate.
 */
export async function pacedLoad(options: PacedOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const target = new URL(options.url)
  const total = Math.round(options.rate * options.duration)
  const latencies: number[] = []
  /** BENCH_TRACE=<file>: each answer's send time (ms from the start) and latency, to see when a tail builds. */
  const tracing = Boolean(process.env.BENCH_TRACE)
  const trace: string[] = []
  const statusCounts: Record<string, number> = {}
  let errors = 0
  let non2xx = 0
  let sent = 0
  let answered = 0
  const start = performance.now()

  await new Promise<void>((resolve) => {
    const finish = () => {
      answered += 1
      if (answered === total) resolve()
    }
    const send = (scheduled: number) => {
      const request = options.next()
      const outgoing = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.path,
          headers: { 'accept-encoding': 'gzip', ...request.headers },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const status = response.statusCode ?? 0
            latencies.push(performance.now() - scheduled)
            if (tracing)
              trace.push(
                `${(scheduled - start).toFixed(1)} ${(performance.now() - scheduled).toFixed(1)}`
              )
            statusCounts[status] = (statusCounts[status] ?? 0) + 1
            if (status < 200 || status > 299) non2xx += 1
            options.onResponse?.(status, Buffer.concat(chunks).toString())
            finish()
          })
        }
      )
      outgoing.on('error', () => {
        errors += 1
        finish()
      })
      outgoing.end(request.body)
    }
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * options.rate))
      while (sent < due) send(start + (sent++ * 1000) / options.rate)
      if (sent === total) clearInterval(timer)
    }, 1)
  })
  agent.destroy()
  if (tracing) {
    const startedAt = Math.round(Date.now() - (performance.now() - start))
    writeFileSync(process.env.BENCH_TRACE!, [`start ${startedAt}`, ...trace].join('\n'))
  }
  latencies.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    requestsPerSecond: Math.round(total / ((performance.now() - start) / 1000)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    non2xx,
    total,
    statusCounts,
  }
}
