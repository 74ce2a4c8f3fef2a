import type { HttpContext } from '@adonisjs/core/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#services/audit/audit_trail'
import { auditActor } from '#http/audit_actor'

/**
 * A configuration change by a staff member (a door, a zone, a restaurant, a
 * partner and its tokens…): one row naming the object and what changed
 * (`created`, `changed` columns or `deleted`), in the action's transaction
 * when it has one; otherwise right after its single write.
 */
export function auditConfiguration(
  ctx: HttpContext,
  objectType: string,
  objectId: number | null,
  details: Record<string, unknown>,
  client?: QueryClientContract
) {
  return recordAudit(
    { ...auditActor(ctx), action: 'configuration_changed', objectType, objectId, details },
    client
  )
}

/** A list of people served to a staff member (a spreadsheet, an evacuation list): one row. */
export function auditExport(
  ctx: HttpContext,
  objectType: string,
  objectId: number | null,
  details: Record<string, unknown>
) {
  return recordAudit({ ...auditActor(ctx), action: 'export', objectType, objectId, details })
}
