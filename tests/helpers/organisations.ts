import { DateTime } from 'luxon'
import Organisation from '#models/organisation'
import OrganisationManager from '#models/organisation_manager'
import OrganisationQuota from '#models/organisation_quota'
import Permission from '#models/permission'
import { openTournaments, photoJpeg } from '#tests/helpers/forms'
import { validFields } from '#tests/helpers/form_payloads'

/**
 * An organisation of the current tournament of a sport, with one manager
 * and one whole-tournament quota of the sport's accreditation type.
 */
export async function createOrganisation(
  options: { sport?: 'tennis' | 'golf'; places?: number; autoApprove?: boolean; name?: string } = {}
) {
  const { tennis, golf, spain } = await openTournaments()
  const tournament = options.sport === 'golf' ? golf : tennis
  const template =
    (await Permission.findBy('name', 'Organisations')) ??
    (await Permission.create({ name: 'Organisations', flags: JSON.stringify({ prensa: 1 }) }))
  const organisation = await Organisation.create({
    tournamentId: tournament.id,
    name: options.name ?? `Broadcaster ${Math.random().toString(36).slice(2, 8)}`,
    kind: 'broadcaster',
    autoApprove: options.autoApprove ?? false,
    digestSentAt: null,
  })
  const manager = await OrganisationManager.create({
    organisationId: organisation.id,
    email: `manager-${organisation.id}@example.test`,
    name: 'Marta',
    locale: 'es',
  })
  const quota = await OrganisationQuota.create({
    organisationId: organisation.id,
    formType: options.sport === 'golf' ? 'gaccreditation' : 'accreditation',
    permissionId: template.id,
    day: '',
    places: options.places ?? 3,
    used: 0,
  })
  return { organisation, manager, quota, tournament, spain, template }
}

/** The session of a manager signed in by their link (as the sign-in sets it). */
export function managerSession(manager: OrganisationManager) {
  return { organisation_manager: { id: manager.id, at: DateTime.now().toMillis() } }
}

/** A person's fields as the manager's form sends them (the organisation fills the company). */
export function personFields(type: string, countryId: number, year: number) {
  const fields = validFields(type, countryId, year)
  delete fields.company
  return fields
}

export { photoJpeg }

/** The columns of a spreadsheet upload (labels, names and aliases mixed, as people write them). */
export const PEOPLE_HEADER = [
  'Nombre',
  'Apellidos',
  'birthDate',
  'Documento',
  'idGender',
  'idNationality',
  'email',
  'cellPhone',
  'address',
  'city',
  'cp',
  'idCountry',
  'position',
]
