import type { HttpContext } from '@adonisjs/core/http'
import type { AuditActor } from '#services/audit/audit_trail'

/** The signed-in staff member (or the email tried) and the address of this request. */
export function auditActor(ctx: HttpContext, tried?: { id?: number; email?: string }): AuditActor {
  const user = ctx.auth?.user
  return {
    actorId: tried?.id ?? user?.id ?? null,
    actorLabel: tried?.email ?? user?.email ?? null,
    ip: ctx.request.ip(),
  }
}
