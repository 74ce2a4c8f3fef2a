import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import env from '#start/env'
import { sqlTimestamp } from '#support/sql_time'
import { dayPassSources } from '#forms/day_pass'
import { withCredentialColumns } from '#services/credentials/credential_columns'
import { credentialOfRow } from '#services/credentials/credential'
import { replacedCardCodes } from '#services/credentials/replaced_cards'
import { gateDriver, type GateCredential } from '#services/gates/access_control'
import { logGateEvent, type DesiredGateState } from '#services/gates/gate_state'

/** Tries of one version before it is given up as failed (Retry starts a fresh set). */
export const MAX_ATTEMPTS = 5

/** The wait before the next try: the base delay, doubled each time. */
export function retryDelayMs(attempts: number) {
  return env.get('GATES_RETRY_BASE_MS') * 2 ** Math.max(0, attempts - 1)
}

/**
 * How long a claim holds. It outlives the gate call's timeout, so only the
 * claim of a process that died (or lost its database) ever runs out.
 */
export function leaseMs() {
  return Math.max(env.get('GATES_LEASE_MS'), env.get('GATES_TIMEOUT_MS') + 1000)
}

/** What a delivery may take at `now`: a due pending state, or a claim whose lease ran out. */
export function claimable(query: DatabaseQueryBuilderContract<any>, now: number) {
  return query.where((either) =>
    either
      .where((pending) => pending.where('status', 'pending').where('next_attempt_at', '<=', now))
      .orWhere((stale) => stale.where('status', 'sending').where('lease_until', '<', now))
  )
}

/** Rows an UPDATE changed, as both engines report it. */
export function affectedRows(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}

/**
 * Locks the credential's form row first (PostgreSQL), in the order every
 * change takes (form, then gate state), so a settling delivery and a staff
 * change of the same credential never deadlock. SQLite serialises writers.
 */
export async function lockFormRow(trx: TransactionClientContract, formId: number) {
  if (trx.dialect.name === 'postgres')
    await trx.rawQuery('select id from forms where id = ? for update', [formId])
}

export type DeliveryResult =
  { outcome: 'done' | 'failed' | 'skipped' | 'again' } | { outcome: 'retry'; inMs: number }

/**
 * The claimed state and the credential as they are now, read in one
 * statement: the version sent is never older than the data sent with it.
 */
async function claimedState(formId: number, token: string) {
  const query = db
    .from('gate_states')
    .join('forms', 'forms.id', 'gate_states.form_id')
    .where('gate_states.form_id', formId)
    .where('gate_states.claim_token', token)
    .select('gate_states.version', 'gate_states.desired', 'gate_states.attempts')
  const row = await withCredentialColumns(query, await dayPassSources()).first()
  const found = credentialOfRow(row)
  if (!row || !found) return null
  const credential: GateCredential = {
    version: Number(row.version),
    code: found.card.code,
    rfid: found.rfid,
    name: found.holder.name,
    lastName: found.holder.lastName,
    category: found.holder.category,
    zones: found.zoneList,
    validFrom: found.validity.from,
    validTo: found.validity.to,
    replaces: await replacedCardCodes(formId),
  }
  return {
    desired: row.desired as DesiredGateState,
    attempts: Number(row.attempts),
    credential,
  }
}

/** The gates confirmed `version`: it is settled, and only it. */
async function settleConfirmed(
  formId: number,
  token: string,
  version: number,
  desired: DesiredGateState
): Promise<DeliveryResult> {
  return db.transaction(async (trx) => {
    await lockFormRow(trx, formId)
    const first = await trx
      .from('gate_states')
      .where('form_id', formId)
      .where('confirmed_version', '<', version)
      .update({ confirmed_version: version })
    if (affectedRows(first) > 0)
      await logGateEvent(trx, formId, null, { event: 'delivered', version, to: desired })
    const done = await trx
      .from('gate_states')
      .where({ form_id: formId, claim_token: token, version })
      .update({
        status: 'done',
        attempts: 0,
        next_attempt_at: null,
        claim_token: null,
        lease_until: null,
        last_error: null,
        updated_at: sqlTimestamp(DateTime.now()),
      })
    if (affectedRows(done) > 0) {
      await trx.from('forms').where('id', formId).update({ access_status: desired })
      return { outcome: 'done' }
    }
    return releaseForNewerVersion(trx, formId, token, null)
  })
}

/** A newer version was written while this one was on the wire: it goes next, with fresh tries. */
async function releaseForNewerVersion(
  trx: TransactionClientContract,
  formId: number,
  token: string,
  reason: string | null
): Promise<DeliveryResult> {
  const released = await trx
    .from('gate_states')
    .where({ form_id: formId, claim_token: token })
    .update({
      status: 'pending',
      attempts: 0,
      next_attempt_at: Date.now(),
      claim_token: null,
      lease_until: null,
      last_error: reason,
      updated_at: sqlTimestamp(DateTime.now()),
    })
  /** Nothing released: the lease ran out and another delivery holds the state now. */
  return { outcome: affectedRows(released) > 0 ? 'again' : 'skipped' }
}

/** The gates refused or did not answer: try again later, or give the version up. */
async function settleRefused(
  formId: number,
  token: string,
  sent: { version: number; desired: DesiredGateState; attempts: number },
  reason: string
): Promise<DeliveryResult> {
  return db.transaction(async (trx) => {
    await lockFormRow(trx, formId)
    const current = await trx
      .from('gate_states')
      .where({ form_id: formId, claim_token: token })
      .select('version')
      .first()
    if (!current) return { outcome: 'skipped' }
    if (Number(current.version) !== sent.version)
      return releaseForNewerVersion(trx, formId, token, reason)
    const attempts = sent.attempts + 1
    const failed = attempts >= MAX_ATTEMPTS
    const inMs = retryDelayMs(attempts)
    await trx
      .from('gate_states')
      .where({ form_id: formId, claim_token: token })
      .update({
        status: failed ? 'failed' : 'pending',
        attempts,
        next_attempt_at: failed ? null : Date.now() + inMs,
        claim_token: null,
        lease_until: null,
        last_error: reason,
        updated_at: sqlTimestamp(DateTime.now()),
      })
    if (!failed) return { outcome: 'retry', inMs }
    await trx.from('forms').where('id', formId).update({ access_status: 'failed' })
    await logGateEvent(trx, formId, null, {
      event: 'failed',
      version: sent.version,
      to: sent.desired,
      reason,
    })
    return { outcome: 'failed' }
  })
}

/**
 * One try at bringing the gates to a credential's desired state. The state
 * is claimed first under a lease (pending → sending), so two workers, a
 * Retry and a sweep never send it twice at once, and a claim left by a
 * process that died is taken over once its lease runs out. The state is
 * sent as it is now (`add` with the credential's data, or `block`) with its
 * version; the confirmation settles that version only.
 */
export async function deliverGateState(formId: number): Promise<DeliveryResult> {
  const token = randomUUID()
  const now = Date.now()
  const claimed = await claimable(db.from('gate_states').where('form_id', formId), now).update({
    status: 'sending',
    claim_token: token,
    lease_until: now + leaseMs(),
    updated_at: sqlTimestamp(DateTime.now()),
  })
  if (affectedRows(claimed) === 0) return { outcome: 'skipped' }
  const state = await claimedState(formId, token)
  if (!state) return { outcome: 'skipped' }
  const { version } = state.credential
  try {
    await gateDriver().send(state.desired === 'active' ? 'add' : 'block', state.credential)
  } catch (error) {
    const reason = (error as Error).message.slice(0, 500)
    return settleRefused(formId, token, { ...state, version }, reason)
  }
  return settleConfirmed(formId, token, version, state.desired)
}
