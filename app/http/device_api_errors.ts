import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'

/** The paired devices' API (decision 0120): whatever happens, it answers JSON. */
export function isDeviceApi(ctx: HttpContext): boolean {
  return /^\/device-api(\/|$)/.test(ctx.request.url())
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** The methods a route answers at this address (none: the address is unknown). */
function allowedMethods(url: string): string[] {
  return METHODS.filter((method) => router.match(url, method, false) !== null)
}

/** A stable code per status a device may meet (anything else by its class), each with a message. */
const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'device_refused',
  403: 'out_of_scope',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'unavailable',
}

/**
 * An error of the devices' API as JSON: `{ error, message }`, `error` a
 * stable code the desk app switches on, `message` translated (errors.device_api).
 * An address no route matches is a 404 `not_found`, or a 405
 * `method_not_allowed` (with `Allow`) when another method is served there.
 * Validation errors keep their own JSON (`errors`, per field).
 */
export function deviceApiError(error: unknown, ctx: HttpContext, status?: number) {
  let answered = status ?? (Number((error as { status?: unknown } | null)?.status) || 500)
  if (answered === 404 && (error as { code?: string } | null)?.code === 'E_ROUTE_NOT_FOUND') {
    const allowed = allowedMethods(ctx.request.url())
    if (allowed.length > 0) {
      answered = 405
      ctx.response.header('Allow', allowed.join(', '))
    }
  }
  const code = CODES[answered] ?? (answered >= 500 ? 'server_error' : 'bad_request')
  return ctx.response
    .status(answered)
    .send({ error: code, message: ctx.i18n.t(`errors.device_api.${code}`) })
}
