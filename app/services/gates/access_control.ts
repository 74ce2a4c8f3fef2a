import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

/** What staff can ask for: add and unblock make the credential active, block blocks it. */
export const GATE_ACTIONS = ['add', 'block', 'unblock'] as const
export type GateAction = (typeof GATE_ACTIONS)[number]

/** What the gates are sent: the desired state, active (`add`) or blocked (`block`). */
export type GateCommand = 'add' | 'block'

/** What the gates are told about a credential (the contract: docs/gates-contract.md). */
export type GateCredential = {
  /** Raised by every change: the gates ignore a version older than the one they hold. */
  version: number
  code: string
  rfid: string | null
  name: string
  lastName: string
  category: string
  zones: string[]
  validFrom: string
  validTo: string
  /** Codes of the credential's replaced cards: the gates stop admitting them. */
  replaces: string[]
}

export interface GateDriver {
  /** Resolves when the gate system confirmed; throws with the reason otherwise. */
  send(command: GateCommand, credential: GateCredential): Promise<void>
}

/** The embedded setup: no gate system, the state is only recorded here. */
export class LogGateDriver implements GateDriver {
  async send(command: GateCommand, credential: GateCredential) {
    logger.info(
      { gate: command, code: credential.code, version: credential.version },
      'gate state recorded locally'
    )
  }
}

/**
 * JSON over HTTPS to the organiser's Skidata integration endpoint:
 * POST {baseUrl}/credentials/{action} with a bearer API key; any 2xx confirms.
 */
export class HttpGateDriver implements GateDriver {
  constructor(private options: { baseUrl: string; apiKey: string; timeoutMs: number }) {}

  async send(command: GateCommand, credential: GateCredential) {
    const response = await fetch(
      `${this.options.baseUrl.replace(/\/$/, '')}/credentials/${command}`,
      {
        method: 'POST',
        headers: {
          'authorization': `Bearer ${this.options.apiKey}`,
          'content-type': 'application/json',
          'accept': 'application/json',
        },
        body: JSON.stringify(credential),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      }
    )
    const body = await response.text().catch(() => '')
    if (!response.ok)
      throw new Error(`gate system answered ${response.status} ${body.slice(0, 200)}`)
  }
}

let override: GateDriver | null = null

/** The driver the environment chooses (GATES_DRIVER), unless a test installed another. */
export function gateDriver(): GateDriver {
  if (override) return override
  if (env.get('GATES_DRIVER') === 'http') {
    return new HttpGateDriver({
      baseUrl: env.get('GATES_URL') ?? '',
      apiKey: env.get('GATES_API_KEY')?.release() ?? '',
      timeoutMs: env.get('GATES_TIMEOUT_MS'),
    })
  }
  return new LogGateDriver()
}

/** Installs a driver (tests point the http driver at the gate simulator); null restores. */
export function useGateDriver(driver: GateDriver | null) {
  override = driver
}
