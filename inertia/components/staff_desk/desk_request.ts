import type { InferRoutes, RawRequestArgs, RequestArgs, UserRegistry } from '@tuyau/core/types'
import { client } from '~/client'

/**
 * The routes desk screens call for JSON, by name. Only these answers are typed
 * from their controllers: a type over every route of the registry makes the
 * compiler infer every controller's answer (the pages' typecheck went from
 * about 2 to 15 minutes).
 */
export type DeskRoute =
  | 'collectives.remove_card'
  | 'collectives.validate_code'
  | 'door_check.scan'
  | 'restaurant_desk.charge'
  | 'restaurant_desk.update'
  | 'restaurant_desk.validate'
  | 'rosters.desk.scan'
  | 'staff_forms.gate'
  | 'systems.rfid'
  | 'systems.scan'
  | 'zones.preview'

type Routes = Pick<InferRoutes<UserRegistry>, DeskRoute>

/** What the route's controller answers when all went well. */
export type DeskBody<Name extends DeskRoute> = Routes[Name]['types']['response']

/**
 * The refusals the route declares, each by its status: the controller's
 * (`response.conflict(...)`) and its validator's (422 with `errors`). Each may
 * carry a message for the desk.
 */
type Refusal<Name extends DeskRoute> = Routes[Name]['types']['errorResponse'] extends infer E
  ? E extends { status: infer S; response: infer R }
    ? { ok: false; status: S; body: R & { message?: string } }
    : never
  : never

/**
 * A desk's JSON answer, typed by its route: the controller's answer (`ok`),
 * one of the refusals it declares, any other status (a refused input with its
 * errors, a lost session, a server error: at most a message), or null when the
 * network failed.
 */
export type DeskAnswer<Name extends DeskRoute> =
  | { ok: true; status: number; body: DeskBody<Name> }
  | Refusal<Name>
  | { ok: false; status: number; body: { message?: string; errors?: { message: string }[] } }
  | null

/** The answer is the refusal the route declares with this status: its body is typed. */
export function refusedWith<Answer extends { status: number } | null, Status extends number>(
  answer: Answer,
  status: Status
): answer is Extract<Answer, { status: Status }> {
  return answer?.status === status
}

/** The session's CSRF token, as the server set it in its cookie. */
export function xsrfToken(): string {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : ''
}

/**
 * A JSON call from a desk screen (scan, deduct, assign) through the typed API
 * client, which sends the session's CSRF token. It is sent once and waits as
 * long as it takes (the screens decide when to send again, with the same
 * key); a dropped connection answers null instead of throwing, so the screen
 * can say so and retry.
 */
export async function deskRequest<Name extends DeskRoute>(
  name: Name,
  args: RawRequestArgs<Routes[Name]>
): Promise<DeskAnswer<Name>> {
  let status = 0
  const options = {
    ...args,
    headers: { accept: 'application/json' },
    retry: 0,
    timeout: false,
    hooks: {
      afterResponse: [
        (_request: Request, _options: unknown, response: Response) => {
          status = response.status
        },
      ],
    },
  } as unknown as RequestArgs<Routes[Name]>
  const [body, error] = await client.request(name, options).safe()
  if (!error) return { ok: true, status, body } as DeskAnswer<Name>
  if (error.kind !== 'http') return null
  const refusal = error.response
  return {
    ok: false,
    status: error.status ?? status,
    body: refusal && typeof refusal === 'object' ? refusal : {},
  } as DeskAnswer<Name>
}

/** A key for one operation, made on the device; works outside secure contexts too. */
export function operationKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
