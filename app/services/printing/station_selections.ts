import db from '@adonisjs/lucid/services/db'
import type { FormTypeDefinition } from '#forms/definition'
import { printed } from '#services/history/credential_markers'
import { filteredForms, listScope, type ListFilters } from '#services/forms/form_list'
import type { Station } from '#services/printing/print_stations'

/**
 * What a send of more than a ticked selection names: every request a list's
 * filters match, or an organisation's people waiting for their first card.
 * Either is narrowed to the station's tournament here, and then goes through
 * the one send (`sendToStation`) with its rules (approved, the sender's
 * scope, a reprint's reason), in alphabetical order of last names.
 */

/** The most one send of a whole list queues: a larger list is narrowed by its filters first. */
export const MAX_LISTED = 5000

/** The ids the list's filters match in the station's tournament, or null past `MAX_LISTED`. */
export async function listedForStation(
  definition: FormTypeDefinition,
  filters: ListFilters,
  station: Station
): Promise<number[] | null> {
  const rows = await filteredForms(definition, filters, await listScope(definition, filters))
    .where('forms.tournament_id', station.tournamentId)
    .orderBy('forms.sort_last_name')
    .orderBy('forms.sort_name')
    .orderBy('forms.id')
    .limit(MAX_LISTED + 1)
    .select('forms.id')
  if (rows.length > MAX_LISTED) return null
  return rows.map((row) => row.id)
}

/**
 * An organisation's people of the station's tournament who are approved and
 * whose current card was never printed (a withdrawn person's request is
 * rejected, so never among them).
 */
export async function organisationToPrint(
  organisationId: number,
  station: Station
): Promise<number[]> {
  const rows = await printed(
    db
      .from('organisation_people')
      .join('forms', 'forms.id', 'organisation_people.form_id')
      .where('organisation_people.organisation_id', organisationId)
      .where('forms.tournament_id', station.tournamentId)
      .where('forms.state', 'approved')
      .whereNull('forms.erased_at'),
    { not: true }
  )
    .orderBy('forms.sort_last_name')
    .orderBy('forms.sort_name')
    .orderBy('forms.id')
    .select('forms.id')
  return rows.map((row) => Number(row.id))
}
