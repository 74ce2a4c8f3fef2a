import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SimulatedCall = { action: string; code: string | null; status: number }

/**
 * A stand-in for the organiser's gate integration, answering as the contract
 * says (docs/gates-contract.md): POST /credentials/{add|block|unblock} with
 * the bearer key. It can be down (503) or slow, and remembers every call, so
 * tests prove the http driver and `npm run gates:simulator` serves development.
 */
export async function startGateSimulator(options: { port?: number; apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? 'simulator-key'
  const calls: SimulatedCall[] = []
  let down = false
  let delayMs = 0

  const answer = (response: ServerResponse, status: number, body: Record<string, unknown>) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      setTimeout(() => {
        const match = /^\/credentials\/(add|block|unblock)$/.exec(request.url ?? '')
        let code: string | null = null
        try {
          code = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).code ?? '') || null
        } catch {}
        const status = down
          ? 503
          : request.method !== 'POST' || !match
            ? 404
            : request.headers.authorization !== `Bearer ${apiKey}`
              ? 401
              : code === null
                ? 400
                : 200
        calls.push({ action: match?.[1] ?? String(request.url), code, status })
        answer(
          response,
          status,
          status === 200 ? { status: 'ok', action: match![1], code } : { status: 'error' }
        )
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    calls,
    setDown: (value: boolean) => {
      down = value
    },
    setDelay: (ms: number) => {
      delayMs = ms
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type GateSimulator = Awaited<ReturnType<typeof startGateSimulator>>
