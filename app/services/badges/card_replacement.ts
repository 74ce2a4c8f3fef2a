import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Form from '#models/form'
import { sqlTimestamp } from '#support/sql_time'
import { recordHistory } from '#services/history/form_history'
import { restrictToScope, type FormScope } from '#services/auth/form_access'
import { desiredGateStateOf, writeDesiredGateState } from '#services/gates/gate_state'
import { dispatchGateDeliveries } from '#services/gates/gate_dispatch'
import { lockFormRow } from '#services/gates/gate_delivery'

/** Why a card is replaced: each issues a new code; the old one is refused everywhere. */
export const REPLACEMENT_REASONS = ['lost', 'stolen', 'damaged', 'name_change'] as const
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number]

export type ReplacementOutcome =
  | { status: 'replaced'; version: number; code: string }
  | { status: 'not_found' }
  | { status: 'not_approved' }
  | { status: 'stale'; version: number }

/**
 * Replaces a credential's card: the card in the holder's hands is retired
 * (its code and tag kept in `form_cards` with why and by whom) and a new
 * card version gets a new unguessable code and no tag, in one transaction
 * with its history entry and, for a credential the gates know, the next
 * version of its desired state (the gates learn the new code and drop the
 * old one and its tag). Desks look codes up live, and paired devices learn
 * the change at their next delta (`forms` changes are recorded by trigger).
 */
export async function replaceCard(
  formId: number,
  reason: ReplacementReason,
  options: ReplacementOptions
): Promise<ReplacementOutcome> {
  const reachable = await restrictToScope(db.from('forms').where('forms.id', formId), options.scope)
    .select('forms.id')
    .first()
  if (!reachable) return { status: 'not_found' }
  const { outcome, gateChange } = await db.transaction((trx) =>
    replaceCardWithin(trx, formId, reason, options)
  )
  if (gateChange !== null) await dispatchGateDeliveries([gateChange])
  return outcome
}

type ReplacementOptions = { userId: number | null; scope: FormScope; version: number }

/**
 * The same replacement in the caller's transaction (with the caller's own
 * change of the credential, committed together or not at all), for a form
 * the caller already found in its scope. `gateChange` is the form id to hand
 * to `dispatchGateDeliveries` once the transaction has committed.
 */
export async function replaceCardWithin(
  trx: TransactionClientContract,
  formId: number,
  reason: ReplacementReason,
  options: Omit<ReplacementOptions, 'scope'>
): Promise<{ outcome: ReplacementOutcome; gateChange: number | null }> {
  const refused = (outcome: ReplacementOutcome) => ({ outcome, gateChange: null })
  await lockFormRow(trx, formId)
  const form = await Form.query({ client: trx }).where('id', formId).first()
  if (!form) return refused({ status: 'not_found' })
  if (form.state !== 'approved') return refused({ status: 'not_approved' })
  if (form.cardVersion !== options.version)
    return refused({ status: 'stale', version: form.cardVersion })
  const retired = { version: form.cardVersion, code: form.code, rfid: form.rfid }
  await trx.table('form_cards').insert({
    form_id: form.id,
    version: retired.version,
    code: retired.code,
    rfid: retired.rfid,
    reason,
    replaced_by: options.userId,
    replaced_at: sqlTimestamp(DateTime.now()),
  })
  /** The old card can no longer be handed over: out of any hand-over still waiting. */
  await trx.from('collective_forms').where('form_id', form.id).whereNull('signed_at').delete()
  form.code = Form.newCode()
  form.cardVersion = retired.version + 1
  form.rfid = null
  await form.useTransaction(trx).save()
  await recordHistory(trx, {
    formId: form.id,
    userId: options.userId,
    type: 'card_replaced',
    data: { reason, version: form.cardVersion, rfid: retired.rfid },
  })
  const desired = await desiredGateStateOf(trx, form.id)
  const gateChange =
    desired === null
      ? null
      : await writeDesiredGateState(trx, form.id, desired, {
          userId: options.userId,
          cause: 'card',
        })
  return {
    outcome: { status: 'replaced', version: form.cardVersion, code: form.code },
    gateChange,
  }
}
