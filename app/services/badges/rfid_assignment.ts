import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { normalizeRfid } from '#services/scanning/scan_codes'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { followTagChange } from '#services/gates/gate_state'
import { dispatchGateDeliveries } from '#services/gates/gate_dispatch'

export type RfidOutcome =
  | { status: 'assigned'; rfid: string | null; takenFrom: { id: number; name: string } | null }
  | { status: 'taken'; holder: { id: number; name: string } }
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

function log(trx: any, formId: number, userId: number, data: Record<string, unknown>) {
  return trx.table('form_logs').insert({
    form_id: formId,
    user_id: userId,
    type: 'rfid',
    data: JSON.stringify(data),
    created_at: sqlTimestamp(DateTime.now()),
  })
}

/**
 * Gives a credential its RFID tag (or takes it away with an empty tag).
 * A tag is unique across forms: one held by another credential is refused
 * with that holder's name, unless staff confirm the reassignment, which moves
 * it in one transaction. Every assignment and removal is logged on the form.
 * Two desks assigning one tag at once: the unique index lets one win. A
 * credential the gates know gets a new gate version with its new tag (none
 * for the one a tag was moved from), in the same transaction.
 */
export async function assignRfid(
  formId: number,
  raw: string,
  options: { confirm: boolean; userId: number; formTypes: string[] }
): Promise<RfidOutcome> {
  const form = await db
    .from('forms')
    .where('id', formId)
    .whereIn('type', options.formTypes.length ? options.formTypes : ['-'])
    .select('id', 'rfid')
    .first()
  if (!form) return { status: 'not_found' }
  const rfid = normalizeRfid(raw)
  if (rfid !== '' && !UID.test(rfid)) return { status: 'invalid' }
  const taken = rfid === '' ? null : await holderOf(rfid, formId)
  if (taken && !options.confirm) {
    return {
      status: 'taken',
      holder: { id: Number(taken.id), name: `${taken.name} ${taken.last_name}` },
    }
  }
  const gateChanges: (number | null)[] = []
  try {
    await db.transaction(async (trx) => {
      if (taken) {
        await trx.from('forms').where('id', taken.id).update({ rfid: null })
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
    return {
      status: 'taken',
      holder: { id: Number(winner.id), name: `${winner.name} ${winner.last_name}` },
    }
  }
  /** The holder it was taken from first: the gates drop the tag there, then learn its new holder. */
  await dispatchGateDeliveries(gateChanges.filter((id): id is number => id !== null))
  return {
    status: 'assigned',
    rfid: rfid || null,
    takenFrom: taken ? { id: Number(taken.id), name: `${taken.name} ${taken.last_name}` } : null,
  }
}
