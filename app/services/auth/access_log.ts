import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'

/** The authentication and authorization decisions worth a log line. */
export type AccessEvent =
  | 'login_succeeded'
  | 'login_failed'
  | 'login_throttled'
  | 'login_refused_banned'
  | 'logout'
  | 'session_ended'
  | 'unauthenticated'
  | 'forbidden'
  | 'csrf_refused'

const ROUTINE: AccessEvent[] = ['login_succeeded', 'logout']

/**
 * One structured line per decision: who (user id, or the email tried), which
 * route, from where, and why. A refused access is then found by user, route or
 * address, instead of hiding among "Internal server error" lines, and the line
 * carries no password, token or applicant data.
 */
export function logAccess(
  ctx: HttpContext,
  event: AccessEvent,
  details: { reason?: string; userId?: number | null; email?: string } = {}
) {
  const record = {
    access: event,
    reason: details.reason ?? null,
    userId: details.userId ?? ctx.auth?.user?.id ?? null,
    ...(details.email ? { email: details.email } : {}),
    route: ctx.route?.name ?? ctx.route?.pattern ?? null,
    method: ctx.request.method(),
    url: ctx.request.url(),
    ip: ctx.request.ip(),
  }
  if (ROUTINE.includes(event)) logger.info(record, `access: ${event}`)
  else logger.warn(record, `access: ${event}`)
}
