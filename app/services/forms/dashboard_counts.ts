import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import type Tournament from '#models/tournament'
import { FORM_TYPES } from '#forms/registry'
import type User from '#models/user'
import { formTypesOf } from '#services/auth/form_access'
import { whereAwaitingChanges } from '#services/applicants/change_requests'

export type TypeCounts = {
  type: string
  waiting: number
  approved: number
  rejected: number
  /** Waiting requests with changes asked of the applicant (decision 0127). */
  changes: number
}

/**
 * Requests per form type and state for the current tournaments (the staff
 * home), limited to the types the user reviews. One grouped query.
 */
export async function countsByTypeAndState(
  user: User,
  tournaments: Tournament[]
): Promise<TypeCounts[]> {
  const types = formTypesOf(user).filter((type) => type in FORM_TYPES)
  if (types.length === 0 || tournaments.length === 0) return []
  const rows = await db
    .from('forms')
    .select('type', 'state')
    .count('* as total')
    .whereIn(
      'tournament_id',
      tournaments.map((tournament) => tournament.id)
    )
    .whereIn('type', types)
    .groupBy('type', 'state')
  const awaiting = await whereAwaitingChanges(
    db
      .from('forms')
      .select('type')
      .count('* as total')
      .whereIn(
        'tournament_id',
        tournaments.map((tournament) => tournament.id)
      )
      .whereIn('type', types)
      .where('state', 'waiting')
  ).groupBy('type')
  return types.map((type) => {
    const count = (state: string) =>
      Number(rows.find((row) => row.type === type && row.state === state)?.total ?? 0)
    return {
      type,
      waiting: count('waiting'),
      approved: count('approved'),
      rejected: count('rejected'),
      changes: Number(awaiting.find((row) => row.type === type)?.total ?? 0),
    }
  })
}

/** The newest requests of the current tournaments the user may review (as the counts), none erased. */
export async function latestForms(
  user: User,
  tournaments: Tournament[],
  limit = 10
): Promise<Form[]> {
  const types = formTypesOf(user).filter((type) => type in FORM_TYPES)
  if (types.length === 0 || tournaments.length === 0) return []
  return Form.query()
    .whereIn('type', types)
    .whereIn(
      'tournamentId',
      tournaments.map((tournament) => tournament.id)
    )
    .whereNull('erasedAt')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}
