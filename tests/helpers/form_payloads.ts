import { DateTime } from 'luxon'
import { birthDateAgo } from '#tests/helpers/forms'

let sequence = 0

/** What every form asks: identity and contact. */
export function commonFields(countryId: number) {
  sequence += 1
  return {
    name: 'Lucía',
    lastName: `García ${sequence}`,
    birthDate: birthDateAgo(30),
    document: `X${1000000 + sequence}L`,
    idGender: 'woman',
    idNationality: String(countryId),
    email: `applicant${sequence}@example.test`,
    cellPhone: '+34 600 000 000',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    cp: '28001',
    idCountry: String(countryId),
    /** The consent every public submit gives (staff entries ignore it). */
    acceptPrivacy: 'true',
  }
}

const sizes = { polo: 'M', pant: 'M', shoes: '40', jacket: 'L' }

/** A valid body (files apart) for each public form type. */
export function validFields(
  type: string,
  countryId: number,
  tournamentYear: number
): Record<string, string> {
  const common = commonFields(countryId)
  switch (type) {
    case 'ballboy':
      return {
        ...common,
        birthDate: birthDateAgo(14),
        email: '',
        license: 'M12345',
        licenseYear: String(tournamentYear),
        workAsBallboy: 'true',
        workAsBallboyMMO: 'false',
        tennisHabit: 'true',
        tennisHabitFreq: 'weekly',
        ...sizes,
        tutorName: 'Ana',
        tutorLastName: 'García',
        tutorDocument: '12345678Z',
        tutorGender: 'woman',
        tutorCellPhone: '+34 611 111 111',
        tutorEmail: `tutor${common.lastName.replace(/\D/g, '')}@example.test`,
        acceptGuardian: 'true',
      }
    case 'line':
      return {
        ...common,
        type: 'line',
        availablePeriod: `${tournamentYear}-04-20_${tournamentYear}-04-25`,
        ...sizes,
      }
    case 'volunteer':
      return {
        ...common,
        region: 'madrid',
        license: 'FTM998877',
        federationMember: 'true',
        education: 'university',
        language: 'english',
        level: 'advanced',
        previouslyParticipate: 'false',
        shift: 'morning',
        ...sizes,
      }
    case 'press':
    case 'gpress':
      return {
        ...common,
        media: 'magazine',
        mediaName: 'Diario Deportivo',
        freelance: 'false',
        allTournament: 'true',
        parking: 'true',
        workspace: 'false',
        mediaHub: 'true',
        ...(type === 'gpress' ? { workTable: 'true' } : {}),
      }
    case 'accreditation':
    case 'gaccreditation':
      return { ...common, company: 'Catering SL', position: 'Cook' }
    case 'gvolunteer':
      return {
        ...common,
        region: 'Madrid',
        federated: 'true',
        federatedLicence: 'LM123456',
        playGolf: 'true',
        drivingLicence: 'true',
        firstPosition: 'marshal',
        secondPosition: 'scorer',
        shift: 'morning',
        education: 'university',
        language: 'english',
        level: 'intermediate',
        previouslyParticipate: 'false',
        transportType: 'electric',
        originCity: 'Alcobendas',
        polo: 'M',
        jacket: 'L',
      }
  }
  throw new Error(`No payload for ${type}`)
}

/** Downloads each type requires before submit (kept in the session). */
export const REQUIRED_DOWNLOADS: Record<string, string[]> = {
  ballboy: ['manual', 'authorization'],
  line: ['manual', 'commitment'],
}

export const PUBLIC_PATHS: Record<string, string> = {
  ballboy: '/forms/recogepelotas',
  line: '/forms/lineas',
  volunteer: '/forms/voluntarios',
  press: '/forms/prensa',
  accreditation: '/forms/proveedores/acreditaciones',
  gvolunteer: '/golf/voluntarios',
  gaccreditation: '/golf/organizacion/acreditaciones',
  gpress: '/golf/prensa',
}

export const THIS_YEAR = DateTime.now().year
