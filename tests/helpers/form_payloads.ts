import { DateTime } from 'luxon'
import { birthDateAgo, pdf, photoJpeg } from '#tests/helpers/forms'
import { fieldsOf } from '#forms/definition'
import type { FieldSpec } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import { ACCREDITATION_GROUPS, FIXED_OPTION_LISTS } from '#forms/option_lists'
import { formType, formTypeList } from '#forms/registry'

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

/**
 * Realistic answers of the existing types (tests read some of them back);
 * a type without any gets only what its definition requires.
 */
function realisticAnswers(
  type: string,
  common: ReturnType<typeof commonFields>,
  tournamentYear: number
): Record<string, string> {
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
  return common
}

/**
 * A valid body (files apart) for a public form type: the realistic answers,
 * then an example for every field its definition still requires given those
 * answers (a yes/no asks its follow-ups), so any registry type has one.
 */
export function validFields(
  type: string,
  countryId: number,
  tournamentYear: number
): Record<string, string> {
  const definition = formType(type)
  if (!definition) throw new Error(`No form type ${type}`)
  const answers = realisticAnswers(type, commonFields(countryId), tournamentYear)
  /** The lists a test knows without a tournament: the fixed ones and the applicant's country. */
  const context = {
    options: { ...FIXED_OPTION_LISTS, countries: [String(countryId)] },
    tournamentYear,
    sequence,
  }
  for (const field of fieldsOf(definition)) {
    if (field.staffOnly || answers[field.name] !== undefined) continue
    if (!isRequired(field, answers)) continue
    const example = kindOf(field).example(field, context)
    if (typeof example === 'string') answers[field.name] = example
    /** A checkbox list is sent as one entry per choice. */
    if (Array.isArray(example)) {
      example.forEach((choice, index) => (answers[`${field.name}[${index}]`] = choice))
    }
  }
  if (definition.guardian) answers.acceptGuardian = 'true'
  return answers
}

const YES = ['true', '1', 'on']
const NO = ['false', '0']

/** Whether a field must be answered, given the answers so far (the validator's presence rules). */
function isRequired(field: FieldSpec, answers: Record<string, string>) {
  if (field.optional) return false
  if (field.whenYes) return YES.includes(answers[field.whenYes] ?? '')
  if (field.whenNo) return NO.includes(answers[field.whenNo] ?? '')
  if (field.unlessFilled) return !answers[field.unlessFilled]?.trim()
  return field.required === true
}

/**
 * The types the "every type" tests submit: those the public reaches through
 * the registry's routes, except the ones that need a listed player.
 */
export function everyPublicType(): string[] {
  return formTypeList()
    .filter((definition) => !definition.signedLink && !definition.namesPlayer)
    .map((definition) => definition.slug)
}

/** A type's public path, its accreditation group (when it has one) the first of the list. */
export function publicPath(type: string): string {
  return formType(type)!.publicPath.replace(':kind', ACCREDITATION_GROUPS[0])
}

/** Downloads the type requires before submit (kept in the session). */
export function requiredDownloads(type: string): string[] {
  return [...(formType(type)?.requiredDownloads ?? [])]
}

/** The type's required file fields by kind: the photo, and documents such as a line umpire's experience. */
export function requiredFiles(type: string): { name: string; kind: 'photo' | 'document' }[] {
  return fieldsOf(formType(type)!).flatMap((field) =>
    (field.kind === 'photo' || field.kind === 'document') && field.required && !field.staffOnly
      ? [{ name: field.name, kind: field.kind }]
      : []
  )
}

export const THIS_YEAR = DateTime.now().year

/** Attaches a valid file to each file field the type requires: a JPEG photo, a PDF document. */
export async function attachRequiredFiles<
  Request extends { file(name: string, path: string): Request },
>(request: Request, type: string): Promise<Request> {
  let attached = request
  for (const file of requiredFiles(type)) {
    attached = attached.file(file.name, file.kind === 'photo' ? await photoJpeg() : await pdf())
  }
  return attached
}
