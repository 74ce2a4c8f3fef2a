import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { recordHistory } from '#services/history/form_history'
import { blockOnRejection } from '#services/gates/gate_state'
import { dispatchGateDeliveries } from '#services/gates/gate_dispatch'
import { returnPlace } from '#services/organisations/quotas'

/**
 * Marks a held place withdrawn and gives it back to its quota, guarded: false
 * when another withdrawal got there first.
 */
async function releasePlace(
  trx: TransactionClientContract,
  person: { id: number; quota_id: number },
  at: DateTime
) {
  const updated = await trx
    .from('organisation_people')
    .where('id', person.id)
    .whereNull('withdrawn_at')
    .update({ withdrawn_at: sqlTimestamp(at) })
  if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) return false
  await returnPlace(trx, Number(person.quota_id))
  return true
}

/**
 * An erased person leaves their organisation: each place they held goes
 * back to its quota, in the erasure's transaction (the manager no longer
 * sees them, so could not withdraw them).
 */
export async function releaseErasedPlaces(trx: TransactionClientContract, formIds: number[]) {
  const held = await trx
    .from('organisation_people')
    .whereIn('form_id', formIds)
    .whereNull('withdrawn_at')
    .select('id', 'quota_id')
  const now = DateTime.now()
  for (const person of held) await releasePlace(trx, person, now)
}

/**
 * An organisation withdraws a person, in one transaction: the place goes back
 * to the quota, the request is rejected (every desk and door refuses it; the
 * history says it was withdrawn), a credential the gates let in is blocked
 * there, and its card leaves any hand-over not yet signed. A second withdrawal
 * (double click, two tabs) changes nothing: the first one's guarded UPDATE won.
 */
export async function withdrawPerson(organisationId: number, personId: number) {
  const now = DateTime.now()
  let gateDelivery: number | null = null
  const withdrawn = await db.transaction(async (trx) => {
    const person = await trx
      .from('organisation_people')
      .where({ id: personId, organisation_id: organisationId })
      .whereNull('withdrawn_at')
      .first()
    if (!person || !(await releasePlace(trx, person, now))) return false
    const formId = Number(person.form_id)
    const form = await trx.from('forms').where('id', formId).select('state').first()
    if (form && form.state !== 'rejected') {
      await trx
        .from('forms')
        .where('id', formId)
        .update({ state: 'rejected', updated_at: sqlTimestamp(now) })
      await recordHistory(trx, {
        formId,
        userId: null,
        type: 'state',
        data: { from: form.state, to: 'rejected', reason: 'withdrawn' },
      })
      gateDelivery = await blockOnRejection(trx, formId, null)
    }
    await trx.from('collective_forms').where('form_id', formId).whereNull('signed_at').delete()
    return true
  })
  if (gateDelivery !== null) await dispatchGateDeliveries([gateDelivery])
  return withdrawn
}
