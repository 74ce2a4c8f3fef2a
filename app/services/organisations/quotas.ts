import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import OrganisationQuota, { WHOLE_TOURNAMENT } from '#models/organisation_quota'

/** Rows an UPDATE changed, as both engines' drivers report it. */
function changedRows(updated: unknown) {
  return Number(Array.isArray(updated) ? updated[0] : updated)
}

/** A quota is full: nothing was written. */
export class QuotaFullError extends Error {
  constructor(readonly quota: { places: number; used: number }) {
    super('quota full')
  }
}

/**
 * Takes one place of a quota in the caller's transaction: one conditional
 * UPDATE (`used < places`), so two managers racing for the last place give
 * one success and one refusal on either engine, never `used` above `places`.
 */
export async function takePlace(trx: TransactionClientContract, quotaId: number) {
  const updated = await trx
    .from('organisation_quotas')
    .where('id', quotaId)
    .whereRaw('used < places')
    .update({ used: trx.raw('used + 1'), updated_at: sqlTimestamp(DateTime.now()) })
  if (changedRows(updated) === 1) return
  const quota = await trx.from('organisation_quotas').where('id', quotaId).first()
  throw new QuotaFullError({ places: Number(quota?.places ?? 0), used: Number(quota?.used ?? 0) })
}

/** Gives a place back (a withdrawal), in the caller's transaction. */
export async function returnPlace(trx: TransactionClientContract, quotaId: number) {
  await trx
    .from('organisation_quotas')
    .where('id', quotaId)
    .where('used', '>', 0)
    .update({ used: trx.raw('used - 1'), updated_at: sqlTimestamp(DateTime.now()) })
}

export type PlacesOutcome = { status: 'saved' } | { status: 'below_use'; used: number }

/**
 * Sets a quota's places; lowering it below the places in use is refused
 * with the numbers. One conditional UPDATE: a person added meanwhile is
 * counted, never left above the new figure.
 */
export async function setPlaces(quotaId: number, places: number): Promise<PlacesOutcome> {
  const updated = await db
    .from('organisation_quotas')
    .where('id', quotaId)
    .where('used', '<=', places)
    .update({ places, updated_at: sqlTimestamp(DateTime.now()) })
  if (changedRows(updated) === 1) return { status: 'saved' }
  const quota = await OrganisationQuota.findOrFail(quotaId)
  return { status: 'below_use', used: quota.used }
}

/** An organisation's quotas in a stable order: type, template, whole tournament before days. */
export function quotasOf(organisationId: number) {
  return OrganisationQuota.query()
    .where('organisationId', organisationId)
    .orderBy('formType')
    .orderBy('permissionId')
    .orderBy('day')
    .orderBy('id')
}

export { WHOLE_TOURNAMENT }
