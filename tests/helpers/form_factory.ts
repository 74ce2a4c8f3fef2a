import Form from '#models/form'
import FormLog from '#models/form_log'
import type Tournament from '#models/tournament'
import { formType } from '#forms/registry'

/** The least each detail table needs (its NOT NULL columns). */
const DETAILS: Record<string, Record<string, unknown>> = {
  ballboy: {
    license: 'M1',
    licenseYear: 2026,
    polo: 'M',
    pant: 'M',
    shoes: '40',
    jacket: 'M',
    tutorName: 'Ana',
    tutorLastName: 'Tutor',
    tutorDocument: 'T1',
    tutorCellPhone: '+34600000000',
  },
  line: {
    availablePeriod: 'p',
    experiencePath: 'forms/x.pdf',
    polo: 'M',
    pant: 'M',
    shoes: '40',
    jacket: 'M',
  },
  volunteer: {
    region: 'madrid',
    license: 'L1',
    education: 'university',
    language: 'english',
    level: 'advanced',
    shift: 'morning',
    polo: 'M',
    pant: 'M',
    shoes: '40',
    jacket: 'M',
  },
  press: { mediaName: 'Diario' },
  player: { draw: 'singles', role: 'coach' },
  guest: { guestType: 'guest', source: 'staff' },
  gpress: { mediaName: 'Diario' },
  accreditation: { kind: 'proveedores', position: 'Cook' },
  gaccreditation: { kind: 'proveedores', position: 'Cook' },
  gvolunteer: {
    region: 'Madrid',
    federatedLicence: 'G1',
    education: 'university',
    language: 'english',
    level: 'advanced',
    firstPosition: 'marshal',
    shift: 'morning',
    transportType: 'bus',
    originCity: 'Madrid',
    polo: 'M',
    jacket: 'M',
  },
}

let sequence = 0

/** A stored request of a type, with its detail row and a "created" log. */
export async function createForm(
  type: string,
  tournament: Tournament,
  overrides: Partial<
    Pick<Form, 'state' | 'name' | 'lastName' | 'document' | 'email' | 'company' | 'photoPath'>
  > = {},
  detail: Record<string, unknown> = {}
) {
  sequence += 1
  const definition = formType(type)!
  const form = await Form.create({
    type,
    category: definition.category,
    tournamentId: tournament.id,
    code: Form.newCode(),
    state: 'waiting',
    name: 'Test',
    lastName: `Applicant ${String(sequence).padStart(4, '0')}`,
    document: `D${sequence}`,
    email: `form${sequence}@example.test`,
    ...overrides,
  })
  const { default: Detail } = await definition.detail()
  await Detail.create({ ...DETAILS[type], ...detail, formId: form.id })
  await FormLog.create({ formId: form.id, type: 'created', data: '{}' })
  return form
}
