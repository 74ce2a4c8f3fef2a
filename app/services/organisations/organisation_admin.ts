import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Organisation from '#models/organisation'
import OrganisationQuota, { WHOLE_TOURNAMENT } from '#models/organisation_quota'
import Permission from '#models/permission'
import Tournament from '#models/tournament'
import { formTypesOfSport } from '#forms/registry'
import { changeState } from '#services/forms/form_state'
import { isUniqueViolation } from '#support/unique_violation'

/** Every organisation with its tournament, newest tournament first, then by name. */
export function organisationList() {
  return Organisation.query()
    .preload('tournament')
    .join('tournaments', 'tournaments.id', 'organisations.tournament_id')
    .select('organisations.*')
    .orderBy('tournaments.year', 'desc')
    .orderBy('organisations.name')
}

/** Permission templates by id (their names label the quotas). */
export async function templateNames() {
  const templates = await Permission.query().select('id', 'name').orderBy('name')
  return new Map(templates.map((template) => [template.id, template.name]))
}

export type QuotaInput = { formType: string; permissionId: number; day?: string; places: number }

export type QuotaRefusal = 'form_type' | 'day' | 'exists'

/**
 * Adds a quota to an organisation: a form type of its tournament's sport,
 * a template, whole tournament or one day of the tournament.
 */
export async function addQuota(
  organisation: Organisation,
  input: QuotaInput
): Promise<OrganisationQuota | QuotaRefusal> {
  const tournament = await Tournament.findOrFail(organisation.tournamentId)
  if (!formTypesOfSport(tournament.sport as 'tennis' | 'golf').includes(input.formType))
    return 'form_type'
  const day = input.day ?? WHOLE_TOURNAMENT
  if (day !== WHOLE_TOURNAMENT) {
    const first = tournament.startsOn.toISODate() ?? ''
    const last = tournament.endsOn.toISODate() ?? ''
    if (!DateTime.fromISO(day).isValid || day < first || day > last) return 'day'
  }
  try {
    return await OrganisationQuota.create({
      organisationId: organisation.id,
      formType: input.formType,
      permissionId: input.permissionId,
      day,
      places: input.places,
      used: 0,
    })
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists'
    throw error
  }
}

/**
 * Staff approve every waiting request of an organisation (not withdrawn),
 * through the state machine, one transaction per form type.
 */
export async function approveOrganisation(organisationId: number, userId: number) {
  const rows = await db
    .from('organisation_people')
    .join('forms', 'forms.id', 'organisation_people.form_id')
    .where('organisation_people.organisation_id', organisationId)
    .whereNull('organisation_people.withdrawn_at')
    .whereNull('forms.erased_at')
    .where('forms.state', 'waiting')
    .select('forms.id', 'forms.type')
  const byType = new Map<string, number[]>()
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), Number(row.id)])
  let changed = 0
  for (const [type, ids] of byType) {
    const outcome = await changeState(ids, type, 'approved', userId)
    changed += outcome.changed.length
  }
  return changed
}
