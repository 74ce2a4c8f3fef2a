import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { formType } from '#forms/registry'
import { formTypesOf } from '#services/auth/form_access'
import type { ReportFilters } from '#services/reports/report_filters'

/**
 * What a user's reports may count: only the form types they review, and the
 * tournaments of those types' sports (a tennis-only reviewer is offered no
 * golf tournament and counts no golf request), as the staff lists do.
 */
export type ReportScope = { types: string[]; tournamentIds: number[] }

export type ReportTournament = { id: number; name: string; sport: string; isCurrent: boolean }

export async function reportTournaments(user: User): Promise<ReportTournament[]> {
  const sports = [...new Set(formTypesOf(user).map((type) => formType(type)!.sport))]
  if (sports.length === 0) return []
  const rows = await db
    .from('tournaments')
    .whereIn('sport', sports)
    .orderBy('is_current', 'desc')
    .orderBy('starts_on', 'desc')
    .select('id', 'name', 'sport', 'is_current')
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    sport: String(row.sport),
    isCurrent: Boolean(row.is_current),
  }))
}

export function reportScope(user: User, tournaments: ReportTournament[]): ReportScope {
  return { types: formTypesOf(user), tournamentIds: tournaments.map((t) => t.id) }
}

/** The types and tournaments a report counts: the filters within the scope (none when the scope is empty). */
export function countedBy(scope: ReportScope, filters: ReportFilters) {
  const types = filters.type ? [filters.type] : scope.types
  const tournamentIds = filters.tournamentId ? [filters.tournamentId] : scope.tournamentIds
  return {
    types: types.length ? types : ['-'],
    tournamentIds: tournamentIds.length ? tournamentIds : [0],
    category: filters.category,
  }
}
