import db from '@adonisjs/lucid/services/db'
import { changeState, type StateChangeResult, type TargetState } from '#services/forms/form_state'
import { restrictToScope, type FormScope } from '#services/auth/form_access'
import { decisionDetailsFor } from '#services/applicants/rejection_details'

/**
 * A state change from the console, over several form types: each type's
 * ids go through the state machine; ids outside the user's desk scope (a
 * type they do not review, an earlier year) are refused like any other, and
 * so are those whose tournament does not know the rejection's reason.
 */
export async function changeConsoleState(
  ids: number[],
  to: TargetState,
  scope: FormScope,
  userId: number,
  input: { reason?: string; note?: string } = {}
): Promise<StateChangeResult> {
  const rows = await restrictToScope(db.from('forms').whereIn('forms.id', ids), scope).select(
    'forms.id',
    'forms.type'
  )
  const byType = new Map<string, number[]>()
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), Number(row.id)])
  const result: StateChangeResult = { changed: [], refused: [] }
  for (const [type, typeIds] of byType) {
    const details = await decisionDetailsFor(type, to, input)
    if (!details) {
      result.refused.push(...typeIds)
      continue
    }
    const outcome = await changeState(typeIds, type, to, userId, details)
    result.changed.push(...outcome.changed)
    result.refused.push(...outcome.refused)
  }
  const known = new Set(rows.map((row) => Number(row.id)))
  result.refused.push(...ids.filter((id) => !known.has(id)))
  return result
}
