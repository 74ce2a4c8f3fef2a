import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'

/** The partner API (decision 0251): whatever happens, it answers JSON. */
export function isPartnerApi(ctx: HttpContext): boolean {
  return /^\/api(\/|$)/.test(ctx.request.url())
}

/** The stable codes a partner's program switches on; each has a translated message. */
export const PARTNER_ERROR_CODES = [
  'bad_request',
  'invalid_cursor',
  'invalid_token',
  'missing_scope',
  'not_found',
  'method_not_allowed',
  'cursor_expired',
  'too_large',
  'unsupported_media_type',
  'validation_failed',
  'over_quota',
  'too_many_requests',
  'unavailable',
  'server_error',
] as const
export type PartnerErrorCode = (typeof PARTNER_ERROR_CODES)[number]

const BY_STATUS: Record<number, PartnerErrorCode> = {
  400: 'bad_request',
  401: 'invalid_token',
  403: 'missing_scope',
  404: 'not_found',
  405: 'method_not_allowed',
  410: 'cursor_expired',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
  503: 'unavailable',
}

const STATUS_OF: Partial<Record<PartnerErrorCode, number>> = {
  invalid_cursor: 400,
  over_quota: 409,
  server_error: 500,
  ...Object.fromEntries(Object.entries(BY_STATUS).map(([status, code]) => [code, Number(status)])),
}

/** An answer `{ error, message }` (and `errors` per field for a validation failure). */
export function partnerApiRefusal(
  ctx: HttpContext,
  code: PartnerErrorCode,
  extra: Record<string, unknown> = {}
) {
  return ctx.response
    .status(STATUS_OF[code] ?? 400)
    .send({ error: code, message: ctx.i18n.t(`partners.api_errors.${code}`), ...extra })
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * Any error under /api/ as JSON: an unknown address is `not_found`, another
 * method's address `method_not_allowed` (with `Allow`), a validation error
 * `validation_failed` with its per-field messages, anything unexpected
 * `server_error` (never a stack trace).
 */
export function partnerApiError(error: unknown, ctx: HttpContext, status?: number) {
  const failure = error as { status?: unknown; code?: string; messages?: unknown } | null
  if (failure?.code === 'E_VALIDATION_ERROR') {
    return partnerApiRefusal(ctx, 'validation_failed', { errors: failure.messages })
  }
  let answered = status ?? (Number(failure?.status) || 500)
  if (answered === 404 && failure?.code === 'E_ROUTE_NOT_FOUND') {
    const allowed = METHODS.filter(
      (method) => router.match(ctx.request.url(), method, false) !== null
    )
    if (allowed.length > 0) {
      answered = 405
      ctx.response.header('Allow', allowed.join(', '))
    }
  }
  const code = BY_STATUS[answered] ?? (answered >= 500 ? 'server_error' : 'bad_request')
  return partnerApiRefusal(ctx, code)
}
