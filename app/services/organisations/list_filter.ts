import Organisation from '#models/organisation'
import Tournament, { type Sport } from '#models/tournament'

export type OrganisationChoice = { id: number; name: string }

/**
 * The organisations a staff list of a form type can be narrowed to: those
 * of its sport's current tournament, by name. The list query applies the
 * same bound (`form_list.ts`), so a hand-written id of another tournament's
 * organisation shows nothing of it.
 */
export async function organisationChoices(sport: Sport): Promise<OrganisationChoice[]> {
  const tournament = await Tournament.currentOf(sport)
  if (!tournament) return []
  const rows = await Organisation.query()
    .where('tournamentId', tournament.id)
    .select('id', 'name')
    .orderBy('name')
  return rows.map((row) => ({ id: row.id, name: row.name }))
}

/**
 * The list's organisation filter checked against its choices: an id that is
 * not one of them (another tournament's, a removed one, a typo) is dropped,
 * and the page says so instead of showing an empty or foreign list.
 */
export function checkedOrganisation(selected: number | undefined, choices: OrganisationChoice[]) {
  if (selected === undefined) return { organisation: undefined, ignored: false }
  const known = choices.some((choice) => choice.id === selected)
  return { organisation: known ? selected : undefined, ignored: !known }
}
