import db from '@adonisjs/lucid/services/db'
import { HttpGateDriver, useGateDriver } from '#services/gates/access_control'
import { startGateSimulator, type GateSimulator } from '#services/gates/gate_simulator'

/** A gate simulator the in-process app delivers to (its http driver), stopped by the returned function. */
export async function simulatedGates(timeoutMs = 2000) {
  const simulator = await startGateSimulator()
  useGateDriver(new HttpGateDriver({ baseUrl: simulator.url, apiKey: simulator.apiKey, timeoutMs }))
  const stop = async () => {
    useGateDriver(null)
    await simulator.stop()
  }
  return { simulator, stop }
}

/** POST a staff gate action (add, block, unblock, retry) as JSON. */
export function gateRequest(client: any, user: any, formId: number, action: string) {
  return client
    .post(`/merchant/systems/${formId}/gates/${action}`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
}

/** Awaits a japa request and checks the status it answered. */
export async function answered(request: PromiseLike<any>, status: number) {
  const response = await request
  response.assertStatus(status)
  return response
}

/** The credential's gate status as its page shows it (forms.access_status). */
export async function gateStatus(formId: number) {
  const row = await db.from('forms').where('id', formId).select('access_status').first()
  return (row?.access_status ?? null) as string | null
}

export async function gateStateRow(formId: number) {
  return db.from('gate_states').where('form_id', formId).first()
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `check` holds, or throws with `what` after `ms`. */
export async function eventually(what: string, check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await sleep(50)
  }
  throw new Error(`${what} did not happen within ${ms} ms`)
}

/** Waits until the credential's gate status is `expected`. */
export async function untilGateStatus(formId: number, expected: string, ms = 10_000) {
  await eventually(
    `gate status ${expected} of ${formId} (is ${await gateStatus(formId)})`,
    async () => (await gateStatus(formId)) === expected,
    ms
  )
}

/** The request's page (Inertia props) as a staff member sees it. */
export async function requestPage(client: any, user: any, type: string, formId: number) {
  const page = await client
    .get(`/merchant/mform/${type}/${formId}`)
    .loginAs(user)
    .withPlainCookie('locale', 'en')
    .header('x-inertia', 'true')
    .header('x-inertia-version', '1')
  return page.body().props as {
    form: { gate: string | null; gateDesired: string | null; gateError: string | null }
    logs: { type: string; by: string | null; gate: Record<string, any> | null }[]
  }
}

export type { GateSimulator }
