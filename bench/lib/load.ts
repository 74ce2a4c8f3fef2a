import autocannon from 'autocannon'

export type LoadOptions = {
  url: string
  connections: number
  duration: number
  /** Stop after this many requests in all (then `duration` is only a ceiling). */
  amount?: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Builds each request (body, headers), e.g. a fresh form per request. */
  requests?: autocannon.Request[]
  /** Requests per second across all connections (open loop) instead of as fast as possible. */
  overallRate?: number
  /** Ends the run early when this settles (e.g. load during another request). */
  until?: Promise<unknown>
  /** Every response time is also pushed here (to merge the slices of an interleaved run). */
  latencies?: number[]
}

export type LoadResult = {
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  errors: number
  non2xx: number
  total: number
  statusCounts: Record<string, number>
}

/** What every browser sends: without it the compression middleware never runs. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip' }

/** Adds the browser's headers to every request, under the request's own. */
function asBrowser(requests: autocannon.Request[] | undefined) {
  return requests?.map((request) => ({
    ...request,
    headers: { ...BROWSER_HEADERS, ...request.headers },
    setupRequest: (built: autocannon.Request, context: object) => {
      const setup = request.setupRequest as
        ((req: autocannon.Request, ctx: object) => autocannon.Request | undefined) | undefined
      const made = setup ? setup(built, context) : built
      return made && { ...made, headers: { ...BROWSER_HEADERS, ...made.headers } }
    },
  })) as autocannon.Request[] | undefined
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * Runs autocannon as a browser asks (gzip), recording every response time so p95 is exact
 * (autocannon itself reports p97.5, not p95).
 */
export function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = []
  const statusCounts: Record<string, number> = {}
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.duration,
        method: options.method ?? 'GET',
        headers: { ...BROWSER_HEADERS, ...options.headers },
        body: options.body,
        requests: asBrowser(options.requests),
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        ...(options.amount ? { amount: options.amount } : {}),
      },
      (error, result) => {
        if (error) return reject(error)
        latencies.sort((a, b) => a - b)
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50: Math.round(percentile(latencies, 50) * 10) / 10,
          p95: Math.round(percentile(latencies, 95) * 10) / 10,
          p99: Math.round(percentile(latencies, 99) * 10) / 10,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          total: result.requests.total,
          statusCounts,
        })
      }
    )
    options.until?.finally(() => instance.stop())
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime)
      options.latencies?.push(responseTime)
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1
    })
  })
}
