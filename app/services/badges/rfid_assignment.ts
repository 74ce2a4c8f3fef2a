import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { normalizeRfid } from '#services/scanning/scan_codes'
import { recordHistory } from '#services/history/form_history'
import { isUniqueViolation } from '#support/unique_violation'
import { followTagChange } from '#services/gates/gate_state'
import { dispatchGateDeliveries } from '#services/gates/gate_dispatch'
import { restrictToScope, type FormScope } from '#services/auth/form_access'

export type RfidOutcome =
  | { status: 'assigned'; rfid: string | null; takenFrom: { id: number; name: string } | null }
  /** `holder` is null when the holder is a credential the user may not see. */
  | { status: 'taken'; holder: { id: number; name: string } | null }
  | { status: 'invalid' }
  | { status: 'not_found' }

/** A UID as readers type it: hex, 4 to 32 bytes, separators dropped. */
const UID = /^[0-9A-F]{8,64}$/

type Holder = { id: number; name: string; last_name: string }

async function holderOf(rfid: string, exceptId: number): Promise<Holder | null> {
  return (
    (await db
      .from('forms')
      .where('rfid', rfid)
      .whereNot('id', exceptId)
      .select('id', 'name', 'last_name')
      .first()) ?? null
  )
}

/** The holder as the user may be told: named when in their scope, else nobody. */
async function shownHolder(holder: Holder, scope: FormScope) {
  const seen = await restrictToScope(db.from('forms').where('forms.id', holder.id), scope)
    .select('forms.id')
    .first()
  return seen ? { id: Number(holder.id), name: `${holder.name} ${holder.last_name}` } : null
}

function log(
  trx: TransactionClientContract,
  formId: number,
  userId: number,
  data: Record<string, unknown>
) {
  return recordHistory(trx, { formId, userId, type: 'rfid', data })
}

/**
 * Gives a credential its RFID tag (or takes it away with an empty tag).
 * A tag is unique across forms: one held by another credential is refused
 * with that holder's name, unless staff confirm the reassignment, which moves
 * it in one transaction. A holder outside the user's scope is named to
 * nobody and keeps the tag, confirmed or not. Every assignment and removal is
 * logged on the form. Two desks assigning one tag at once: the unique index
 * lets one win. A credential the gates know gets a new gate version with its
 * new tag (none for the one a tag was moved from), in the same transaction.
 */
export async function assignRfid(
  formId: number,
  raw: string,
  options: { confirm: boolean; userId: number; scope: FormScope }
): Promise<RfidOutcome> {
  const form = await restrictToScope(db.from('forms').where('forms.id', formId), options.scope)
    .select('forms.id', 'forms.rfid')
    .first()
  if (!form) return { status: 'not_found' }
  const rfid = normalizeRfid(raw)
  if (rfid !== '' && !UID.test(rfid)) return { status: 'invalid' }
  const taken = rfid === '' ? null : await holderOf(rfid, formId)
  const shown = taken ? await shownHolder(taken, options.scope) : null
  if (taken && (!options.confirm || !shown)) return { status: 'taken', holder: shown }
  const gateChanges: (number | null)[] = []
  try {
    await db.transaction(async (trx) => {
      if (taken) {
        await trx.from('forms').where({ id: taken.id, rfid }).update({ rfid: null })
        await log(trx, Number(taken.id), options.userId, { from: rfid, to: null, movedTo: formId })
        gateChanges.push(await followTagChange(trx, Number(taken.id), options.userId))
      }
      await trx
        .from('forms')
        .where('id', formId)
        .update({ rfid: rfid || null })
      await log(trx, formId, options.userId, { from: form.rfid ?? null, to: rfid || null })
      if ((form.rfid ?? '') !== rfid)
        gateChanges.push(await followTagChange(trx, formId, options.userId))
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const winner = await holderOf(rfid, formId)
    if (!winner) throw error
    return { status: 'taken', holder: await shownHolder(winner, options.scope) }
  }
  /** The holder it was taken from first: the gates drop the tag there, then learn its new holder. */
  await dispatchGateDeliveries(gateChanges.filter((id): id is number => id !== null))
  return {
    status: 'assigned',
    rfid: rfid || null,
    takenFrom: taken ? { id: Number(taken.id), name: `${taken.name} ${taken.last_name}` } : null,
  }
}
