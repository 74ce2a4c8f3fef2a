import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SimulatedCall = {
  /** When the call arrived (epoch ms); it is recorded when answered. */
  receivedAt: number
  action: string
  code: string | null
  rfid: string | null
  version: number | null
  status: number
  /** The replaced cards' codes the call told the gates to stop admitting. */
  replaces: string[]
}

/** What the simulated gates hold for one credential. */
export type SimulatedCredential = {
  state: 'active' | 'blocked'
  rfid: string | null
  version: number
  /** The days the gates admit it (ISO dates, first and last included). */
  validFrom: string | null
  validTo: string | null
}

/**
 * A stand-in for the organiser's gate integration, answering as the contract
 * says (docs/gates-contract.md): POST /credentials/{add|block|unblock} with
 * the bearer key. It holds each credential's state: a version older than the
 * one it holds is acknowledged and ignored, and a tag is on one credential
 * only. It can be down (503), fail the next calls, be slow or hold its
 * answers, and remembers every call, so tests prove the http driver and
 * `npm run gates:simulator` serves development.
 */
export async function startGateSimulator(options: { port?: number; apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? 'simulator-key'
  const calls: SimulatedCall[] = []
  const credentials = new Map<string, SimulatedCredential>()
  let down = false
  let failures = 0
  let delayMs = 0
  let held: (() => void)[] | null = null

  const answer = (response: ServerResponse, status: number, body: Record<string, unknown>) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  /** Applies a confirmed call; an older version than the one held changes nothing. */
  const apply = (
    action: string,
    code: string,
    rfid: string | null,
    version: number | null,
    validity: { validFrom: string | null; validTo: string | null }
  ) => {
    const current = credentials.get(code)
    if (current && version !== null && version < current.version) return
    if (rfid) {
      for (const [other, credential] of credentials) {
        if (other !== code && credential.rfid === rfid) credential.rfid = null
      }
    }
    credentials.set(code, {
      state: action === 'block' ? 'blocked' : 'active',
      rfid,
      version: version ?? current?.version ?? 0,
      ...validity,
    })
  }

  const handle = (
    request: IncomingMessage,
    response: ServerResponse,
    raw: string,
    receivedAt: number
  ) => {
    const match = /^\/credentials\/(add|block|unblock)$/.exec(request.url ?? '')
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(raw)
    } catch {}
    const code = String(body.code ?? '') || null
    const rfid = typeof body.rfid === 'string' && body.rfid ? body.rfid : null
    const version = typeof body.version === 'number' ? body.version : null
    let status = 200
    if (down) status = 503
    else if (failures > 0) {
      failures--
      status = 503
    } else if (request.method !== 'POST' || !match) status = 404
    else if (request.headers.authorization !== `Bearer ${apiKey}`) status = 401
    else if (code === null) status = 400
    const replaces = (Array.isArray(body.replaces) ? body.replaces : []).filter(
      (value): value is string => typeof value === 'string'
    )
    calls.push({
      receivedAt,
      action: match?.[1] ?? String(request.url),
      code,
      rfid,
      version,
      status,
      replaces,
    })
    const day = (value: unknown) => (typeof value === 'string' ? value : null)
    if (status === 200) {
      apply(match![1], code!, rfid, version, {
        validFrom: day(body.validFrom),
        validTo: day(body.validTo),
      })
      /** A replaced card's code is blocked with the version that replaced it, its tag gone. */
      for (const old of replaces) {
        apply('block', old, null, version, { validFrom: null, validTo: null })
      }
    }
    answer(
      response,
      status,
      status === 200 ? { status: 'ok', action: match![1], code } : { status: 'error' }
    )
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const receivedAt = Date.now()
      const respond = () => setTimeout(() => handle(request, response, raw, receivedAt), delayMs)
      if (held && !down && failures === 0) held.push(respond)
      else respond()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    calls,
    /** What the gates hold for a credential's code; undefined if they never confirmed one. */
    credential: (code: string) => credentials.get(code),
    /** The codes holding a tag (a moved tag must be on one credential only). */
    holdersOf: (rfid: string) =>
      [...credentials].filter(([, credential]) => credential.rfid === rfid).map(([code]) => code),
    setDown: (value: boolean) => {
      down = value
    },
    /** The next `count` calls are answered 503, then the simulator works again. */
    failNext: (count: number) => {
      failures = count
    },
    setDelay: (ms: number) => {
      delayMs = ms
    },
    /** From now on, calls that would succeed wait unanswered until released. */
    hold: () => {
      held ??= []
    },
    /** How many calls wait unanswered. */
    waiting: () => held?.length ?? 0,
    /** Answers the calls waiting now; later ones wait too, until `resume()`. */
    release: () => {
      const waiting = held ?? []
      if (held) held = []
      for (const respond of waiting) respond()
    },
    /** Answers the waiting calls and stops holding. */
    resume: () => {
      const waiting = held ?? []
      held = null
      for (const respond of waiting) respond()
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type GateSimulator = Awaited<ReturnType<typeof startGateSimulator>>
