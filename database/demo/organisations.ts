import db from '@adonisjs/lucid/services/db'
import Country from '#models/country'
import Organisation from '#models/organisation'
import OrganisationManager from '#models/organisation_manager'
import OrganisationQuota from '#models/organisation_quota'
import Permission from '#models/permission'
import type Tournament from '#models/tournament'
import { changeState } from '#services/forms/form_state'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import { withdrawPerson } from '#services/organisations/withdrawal'
import { markDecisionsReported } from '#services/organisations/decision_digest'

/** The demo organisations' managers (README: they sign in by the link in the development mail). */
export const DEMO_MANAGERS = { tennis: 'medios@demo.test', golf: 'catering@demo.test' }

const PEOPLE = [
  { name: 'Nuria', lastName: 'Cámara', state: 'approved' },
  { name: 'Óscar', lastName: 'Sonido', state: 'approved' },
  { name: 'Paula', lastName: 'Realización', state: 'waiting' },
  { name: 'Quique', lastName: 'Producción', state: 'rejected' },
  { name: 'Rocío', lastName: 'Redactora', state: 'withdrawn' },
] as const

/**
 * An organisation per sport (a broadcaster for tennis, a caterer for golf)
 * with quotas, a manager and people in several states, entered as a manager
 * would (the same service the portal uses), then decided by the demo. The
 * people and managers are made up: nobody is mailed and no job is queued.
 */
export async function seedDemoOrganisations(tournaments: { tennis: Tournament; golf: Tournament }) {
  const spain = await Country.findByOrFail('code', 'ES')
  const everywhere = await Permission.findByOrFail('name', 'Todas las zonas')
  const courts = await Permission.findByOrFail('name', 'Pistas')
  const setups = [
    { sport: 'tennis', name: 'Televisión Deportiva', kind: 'broadcaster', type: 'accreditation' },
    { sport: 'golf', name: 'Catering del Green', kind: 'caterer', type: 'gaccreditation' },
  ] as const
  for (const setup of setups) {
    const tournament = tournaments[setup.sport]
    const organisation = await Organisation.create({
      tournamentId: tournament.id,
      name: setup.name,
      kind: setup.kind,
      autoApprove: setup.sport === 'golf',
      digestSentAt: null,
    })
    await OrganisationManager.create({
      organisationId: organisation.id,
      email: DEMO_MANAGERS[setup.sport],
      name: setup.sport === 'tennis' ? 'Marta' : 'Gonzalo',
      locale: 'es',
    })
    const quota = await OrganisationQuota.create({
      organisationId: organisation.id,
      formType: setup.type,
      permissionId: courts.id,
      day: '',
      places: 12,
      used: 0,
    })
    await OrganisationQuota.create({
      organisationId: organisation.id,
      formType: setup.type,
      permissionId: everywhere.id,
      day: '',
      places: 2,
      used: 0,
    })
    for (const [index, person] of PEOPLE.entries()) {
      const outcome = await createOrganisationRequest({
        organisation,
        quota,
        locale: 'es',
        /** The checks run now, the decisions mail nobody: loading the demo leaves no job to run. */
        checks: 'now',
        values: {
          name: person.name,
          lastName: person.lastName,
          birthDate: new Date(1985 + index, index, 10 + index),
          document: `ORG${setup.sport === 'tennis' ? 1 : 2}${index}00${organisation.id}`,
          idGender: index % 2 ? 'man' : 'woman',
          idNationality: spain.id,
          email: `${person.name
            .toLowerCase()
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')}@demo.test`,
          cellPhone: '+34 600 000 000',
          address: 'Calle Mayor 1',
          city: 'Madrid',
          cp: '28001',
          idCountry: spain.id,
          company: organisation.name,
          position: person.lastName,
        },
      })
      if (outcome.status !== 'created') continue
      /** demo:remove finds made-up requests by their `created` entry. */
      await db
        .from('form_logs')
        .where({ form_id: outcome.form.id, type: 'created' })
        .update({ data: '{"source":"demo"}' })
      if (person.state === 'approved' || person.state === 'rejected')
        await changeState([outcome.form.id], setup.type, person.state, null, {}, { mail: false })
      if (person.state === 'withdrawn') {
        const held = await db.from('organisation_people').where('form_id', outcome.form.id).first()
        await withdrawPerson(organisation.id, Number(held.id))
      }
    }
    /** Made-up decisions: no digest reports them to the demo's managers. */
    await markDecisionsReported(organisation.id)
  }
}
