import db from '@adonisjs/lucid/services/db'
import { recordAudit, type AuditActor } from '#services/audit/audit_trail'
import Tournament from '#models/tournament'
import { updateFormsWithLog } from '#services/forms/logged_bulk_update'
import { staffColumns, staffValues } from '#forms/staff_fields'

/** Which forms a massive update touches. */
export type MassiveScope =
  { by: 'category'; category: string } | { by: 'permission'; permissionId: number }

/** What it sets on each of them (staff credential fields); only the given fields change. */
export type MassiveChanges = {
  permissionId?: number
  credits?: number
  amount?: number
  color?: string
}

async function currentTournamentIds() {
  const current = await Tournament.current()
  return current.map((tournament) => tournament.id)
}

/** Forms of the current tournaments in the scope (a query builder: not awaited here). */
function scoped(scope: MassiveScope, tournamentIds: number[]) {
  const query = db.from('forms').whereIn('tournament_id', tournamentIds)
  return scope.by === 'category'
    ? query.where('category', scope.category)
    : query.where('permission_id', scope.permissionId)
}

/** The preview staff see before applying, flashed to the screen (shaped by MassiveUpdatePreviewTransformer). */
export type MassivePreview = { count: number }

/** How many forms an update would touch: the preview staff see before applying. */
export async function previewMassiveUpdate(scope: MassiveScope): Promise<number> {
  const [row] = await scoped(scope, await currentTournamentIds()).count('* as total')
  return Number(row.total)
}

/**
 * Applies the changes to every form in the scope in one transaction, with
 * an "updated" log on each naming the changed fields. Returns how many.
 */
export async function applyMassiveUpdate(
  scope: MassiveScope,
  changes: MassiveChanges,
  actor: AuditActor & { actorId: number }
) {
  const set = staffColumns(changes)
  const changed = Object.keys(staffValues(changes))
  const rows = await scoped(scope, await currentTournamentIds()).select('id')
  const ids = rows.map((row) => Number(row.id))
  await db.transaction(async (trx) => {
    await updateFormsWithLog(trx, ids, set, {
      type: 'updated',
      userId: actor.actorId,
      data: { changed, massive: scope.by },
    })
    await recordAudit(
      {
        ...actor,
        action: 'configuration_changed',
        objectType: 'massive_update',
        details: { scope, changed, count: ids.length },
      },
      trx
    )
  })
  return ids.length
}
