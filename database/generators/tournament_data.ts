import { rebuildTallies } from '#support/report_tallies'
import { searchText } from '#support/search_text'
import { spanishSortKey } from '#support/sort_key'
import sharp from 'sharp'
import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { formType, formTypeList } from '#forms/registry'
import { FIXED_OPTION_LISTS as LISTS, optionValues, type OptionListName } from '#forms/option_lists'
import { kindOf } from '#forms/kinds/index'
import type { ColumnContext } from '#forms/kinds/kind'
import { storedFieldColumns, type StoredFieldColumn } from '#services/files/form_files'
import Form from '#models/form'
import Tournament, { type Sport } from '#models/tournament'
import { Random } from '#database/generators/random'
import { plantDuplicate } from '#database/generators/planted_duplicates'
import { personKeys } from '#services/review/person_keys'
import {
  CITIES,
  COMPANIES,
  GOLF_CLUBS,
  INTERNATIONAL,
  MEDIA_NAMES,
  OBSERVATIONS,
  POSITIONS,
  SPANISH_DOMAINS,
  SPANISH_FIRST_NAMES,
  SPANISH_LAST_NAMES,
  SPECIALITIES,
  STAFF,
  STREETS,
} from '#database/generators/vocabulary'
import { detailModel } from '#forms/definition'

/**
 * Fills the configured database with a realistic tournament for load tests
 * and demos: many forms of every type and state, their detail rows and logs,
 * staff users and a set of photos shared by some forms. Deterministic: the
 * same seed writes the same people and codes (ids and file bytes aside).
 */

export type GeneratorOptions = {
  forms: number
  seed: number
  fresh: boolean
  log?: (message: string) => void
  /**
   * The staff the logs name. Without it (db:generate) twenty generated staff
   * accounts are made, two of them admins, all with the published
   * STAFF_PASSWORD: never pass none outside db:generate.
   */
  staffIds?: number[]
  /**
   * How many of the forms (the last ones) are an earlier form's person asking
   * again, with the variations staff meet (planted_duplicates.ts).
   */
  duplicates?: number
}

export type GeneratorSummary = {
  forms: number
  details: number
  logs: number
  photos: number
  staff: number
  byType: Record<string, number>
  byState: Record<string, number>
  timings: Record<string, number>
}

/** Share of each type among the generated forms, as at a real tournament; any other type weighs 5. */
const TYPE_SHARES: Record<string, number> = {
  ballboy: 12,
  line: 5,
  volunteer: 20,
  press: 10,
  accreditation: 25,
  gvolunteer: 12,
  gaccreditation: 11,
  gpress: 5,
}
const DEFAULT_SHARE = 5

/** Every registry type but those that need a listed player (players' teams are seeded apart). */
export function generatedTypes(): string[] {
  return formTypeList()
    .filter((definition) => !definition.namesPlayer)
    .map((definition) => definition.slug)
}

function typeWeights(): Record<string, number> {
  return Object.fromEntries(
    generatedTypes().map((type) => [type, TYPE_SHARES[type] ?? DEFAULT_SHARE])
  )
}

async function detailColumns(): Promise<Record<string, StoredFieldColumn[]>> {
  const stored = await storedFieldColumns()
  const columns = stored.filter((column) => column.table !== Form.table)
  return Object.fromEntries(
    generatedTypes().map((type) => [type, columns.filter((column) => column.type === type)])
  )
}

/** The detail table of each generated type, as its model names it. */
export async function detailTables(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    generatedTypes().map(async (type) => {
      const Detail = await detailModel(formType(type)!)
      return [type, Detail.table] as const
    })
  )
  return Object.fromEntries(entries)
}

const STATE_WEIGHTS = { waiting: 45, approved: 40, rejected: 15 } as const
type State = keyof typeof STATE_WEIGHTS
const STATES = Object.keys(STATE_WEIGHTS) as State[]

const PHOTO_COUNT = 50
/** About 3.5 % of forms point at one of the shared photos: a few thousand in 100,000. */
const PHOTO_SHARE = 0.035
const PHOTO_FOLDER = 'forms/generated'
const EXPERIENCE_KEY = `${PHOTO_FOLDER}/experience.pdf`
const STAFF_DOMAIN = 'generated.test'
export const STAFF_PASSWORD = 'generated-staff-2026'

/** Same alphabet as Form.newCode: badge codes look like real ones. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'

type Row = Record<string, unknown>
type PendingForm = { form: Row; detail: Row; logs: Row[] }

type Context = {
  random: Random
  tournaments: Record<'tennis' | 'golf', Tournament>
  countries: Map<string, number>
  countryIds: number[]
  permissions: Map<string, number>
  staffIds: number[]
  photoKeys: string[]
  types: string[]
  typeWeights: Record<string, number>
  detailTables: Record<string, string>
  /** The detail fields each type stores, with their columns (for types without realistic answers). */
  detailColumns: Record<string, StoredFieldColumn[]>
  options: Record<Sport, Record<OptionListName, string[]>>
}

function timestamp(date: Date) {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

function isoDate(date: DateTime) {
  return date.toISODate()!
}

function slug(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
}

function dni(random: Random) {
  const number = random.int(10_000_000, 99_999_999)
  return `${number}${DNI_LETTERS[number % 23]}`
}

function nie(random: Random) {
  const prefix = random.int(0, 2)
  const number = random.int(1_000_000, 9_999_999)
  return `${'XYZ'[prefix]}${number}${DNI_LETTERS[(prefix * 10_000_000 + number) % 23]}`
}

function spanishMobile(random: Random) {
  return `+34 6${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`
}

/** A person: Spanish mostly, international more often among press and umpires. */
function person(context: Context, type: string) {
  const { random } = context
  const gender = random.chance(0.5) ? 'man' : 'woman'
  const abroad = random.chance(
    type === 'press' || type === 'gpress' ? 0.35 : type === 'line' ? 0.25 : 0.07
  )
  if (abroad) {
    const origin = random.pick(INTERNATIONAL)
    const name = random.pick(origin[gender])
    const lastName = random.pick(origin.last)
    const countryId = context.countries.get(origin.country) ?? random.pick(context.countryIds)
    return {
      name,
      lastName,
      gender,
      countryId,
      nationalityId: countryId,
      document: `${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${random.digits(7)}`,
      email: `${slug(name)}.${slug(lastName)}${random.int(1, 999)}@${origin.domain}`,
      phone: `+${random.int(30, 59)} ${random.digits(3)} ${random.digits(3)} ${random.digits(3)}`,
      spanish: false,
    }
  }
  const name = random.pick(SPANISH_FIRST_NAMES[gender])
  const lastName = `${random.pick(SPANISH_LAST_NAMES)} ${random.pick(SPANISH_LAST_NAMES)}`
  const spain = context.countries.get('ES') ?? context.countryIds[0]
  const foreignResident = random.chance(0.05)
  const nationalityId = foreignResident ? random.pick(context.countryIds) : spain
  return {
    name,
    lastName,
    gender,
    countryId: spain,
    nationalityId,
    document: foreignResident ? nie(random) : dni(random),
    email: `${slug(name)}.${slug(lastName.split(' ')[0])}${random.int(1, 9999)}@${random.pick(SPANISH_DOMAINS)}`,
    phone: spanishMobile(random),
    spanish: true,
  }
}

function sizes(random: Random) {
  return {
    polo: random.pick(LISTS.sizes),
    pant: random.pick(LISTS.sizes),
    shoes: random.pick(LISTS.shoeSizes),
    jacket: random.pick(LISTS.sizes),
  }
}

function tournamentDays(tournament: Tournament) {
  const days: string[] = []
  for (let day = tournament.startsOn; day <= tournament.endsOn; day = day.plus({ days: 1 })) {
    days.push(isoDate(day))
  }
  return days
}

/** The detail row of one form (without form_id), values from the fixed option lists. */
function detailRow(
  context: Context,
  type: string,
  tournament: Tournament,
  applicant: ReturnType<typeof person>
): Row {
  const { random } = context
  const previously = random.chance(0.3)
  const volunteerCommon = () => ({
    education: random.pick(LISTS.educations),
    speciality: random.chance(0.6) ? random.pick(SPECIALITIES) : null,
    language: random.pick(LISTS.languages),
    level: random.pick(LISTS.levels),
    other_language: random.chance(0.15)
      ? random.pick(['Catalán', 'Euskera', 'Árabe', 'Ruso'])
      : null,
    work_experience: random.chance(0.4) ? 'Atención al público en eventos deportivos.' : null,
    previously_participate: previously,
    p_year: previously ? tournament.year - random.int(1, 6) : null,
    p_position: previously ? random.pick(['Información', 'Transporte', 'Acreditaciones']) : null,
    responsability: random.chance(0.2) ? 'Coordinación de un equipo de 10 personas.' : null,
  })
  switch (type) {
    case 'ballboy': {
      const tutor = random.pick(SPANISH_FIRST_NAMES.woman)
      const mmo = random.chance(0.3)
      const habit = random.chance(0.8)
      return {
        license: `M${random.digits(6)}`,
        license_year: tournament.year,
        work_as_ballboy: random.chance(0.5),
        work_as_ballboy_mmo: mmo,
        work_as_ballboy_mmo_count: mmo ? random.int(1, 6) : null,
        tennis_habit: habit,
        tennis_habit_freq: habit ? random.pick(LISTS.tennisHabitFreq) : null,
        ...sizes(random),
        tutor_name: tutor,
        tutor_last_name: applicant.lastName,
        tutor_document: dni(random),
        tutor_gender: 'woman',
        tutor_phone: random.chance(0.3)
          ? `+34 91${random.digits(1)} ${random.digits(3)} ${random.digits(3)}`
          : null,
        tutor_cell_phone: spanishMobile(random),
        tutor_email: `${slug(tutor)}.${slug(applicant.lastName.split(' ')[0])}${random.int(1, 999)}@${random.pick(SPANISH_DOMAINS)}`,
      }
    }
    case 'line': {
      const end = tournament.startsOn.plus({ days: 5 + random.int(0, 8) })
      return {
        line_type: random.weighted({ line: 8, foreign_line: 1, chair: 1 }),
        available_period: `${isoDate(tournament.startsOn)}_${isoDate(end)}`,
        experience_path: EXPERIENCE_KEY,
        ...sizes(random),
      }
    }
    case 'volunteer': {
      const { pant, shoes, polo, jacket } = sizes(random)
      return {
        region: random.chance(0.7) ? 'madrid' : random.pick(LISTS.regions),
        license: `FTM${random.digits(6)}`,
        ...volunteerCommon(),
        shift: random.pick(LISTS.shifts),
        polo,
        pant,
        shoes,
        jacket,
      }
    }
    case 'press':
    case 'gpress': {
      const all = random.chance(0.4)
      const days = tournamentDays(tournament)
      const chosen = all ? days : days.filter(() => random.chance(0.4))
      return {
        birth_country_id: random.chance(0.5) ? applicant.nationalityId : null,
        media: random.pick(LISTS.medias),
        media_name: random.pick(MEDIA_NAMES),
        freelance: random.chance(0.2),
        parking: random.chance(0.4),
        workspace: random.chance(0.5),
        media_hub: random.chance(0.6),
        work_table: type === 'gpress' ? random.chance(0.5) : false,
        days: JSON.stringify(chosen.length ? chosen : [days[0]]),
        all_tournament: all,
      }
    }
    case 'accreditation':
    case 'gaccreditation':
      return { kind: random.pick(LISTS.accreditationKinds), position: random.pick(POSITIONS) }
    case 'gvolunteer': {
      const first = random.pick(LISTS.golfPositions)
      const second = random.chance(0.7) ? random.pick(LISTS.golfPositions) : null
      const car = random.chance(0.25)
      const { polo, jacket } = sizes(random)
      return {
        region: random.pick(CITIES).city,
        federated: true,
        federated_licence: `LM${random.digits(6)}`,
        golf_club_code: random.chance(0.6) ? `CM${random.digits(4)}` : null,
        golf_club_subscription: random.chance(0.6) ? random.pick(GOLF_CLUBS) : null,
        play_golf: random.chance(0.8),
        driving_licence: random.chance(0.7),
        ...volunteerCommon(),
        first_position: first,
        second_position: second === first ? null : second,
        shift: random.pick(LISTS.golfShifts),
        tournament_availability: random.chance(0.5) ? 'Todos los días' : null,
        we_year: random.chance(0.3) ? tournament.year - random.int(1, 10) : null,
        share_car: car ? 'Puedo llevar a dos personas desde Alcobendas' : null,
        first_escort: random.chance(0.1)
          ? `${random.pick(SPANISH_FIRST_NAMES.man)} ${random.pick(SPANISH_LAST_NAMES)}`
          : null,
        second_escort: null,
        transport_type: random.pick(LISTS.transportTypes),
        origin_city: random.pick(CITIES).city,
        polo,
        jacket,
      }
    }
    default:
      return exampleDetail(context, type, tournament)
  }
}

/**
 * A type without realistic answers above: each detail field it stores gets
 * its kind's example answer, as a submit would store it (files left empty).
 */
function exampleDetail(context: Context, type: string, tournament: Tournament): Row {
  const examples = {
    options: context.options[tournament.sport as Sport],
    tournamentYear: tournament.year,
    sequence: context.random.int(1, 1_000_000_000),
  }
  const row: Row = {}
  for (const { field, column } of context.detailColumns[type] ?? []) {
    const example = kindOf(field).example(field, examples)
    if (example === undefined) continue
    const answer = example === 'true' ? true : example === 'false' ? false : example
    row[column] = kindOf(field).columnValue(field, answer, NO_FILES)
  }
  return row
}

/** Example answers hold no file: nothing is stored on the disk. */
const NO_FILES: ColumnContext = {
  files: {
    putPhoto: () => Promise.reject(new Error('no files in examples')),
    putDocument: () => Promise.reject(new Error('no files in examples')),
  },
  folder: '',
  keepMissingFiles: true,
}

/** The permission template an approved request gets; any other type gets every zone. */
const PERMISSION_OF: Record<string, string> = {
  ballboy: 'Pistas',
  line: 'Pistas',
  volunteer: 'Voluntariado',
  press: 'Prensa',
  accreditation: 'Todas las zonas',
  gvolunteer: 'Voluntariado',
  gaccreditation: 'Todas las zonas',
  gpress: 'Prensa',
}

const DAY = 86_400_000

/** One form with its detail and its 1-3 logs (form_id filled in after insert). */
function buildForm(context: Context, index: number, total: number): PendingForm {
  const { random } = context
  /** The first forms cover every type × state, so even small runs have all of them. */
  const types = context.types
  const combos = types.length * STATES.length
  const type =
    index < combos && total >= combos
      ? types[index % types.length]
      : random.weighted(context.typeWeights)
  const state =
    index < combos && total >= combos
      ? STATES[Math.floor(index / types.length)]
      : random.weighted(STATE_WEIGHTS)
  const definition = formType(type)!
  const tournament = context.tournaments[definition.sport as 'tennis' | 'golf']
  const applicant = person(context, type)
  const place = random.pick(CITIES)
  const age = type === 'ballboy' ? random.int(12, 17) : random.int(18, 68)
  const birth = tournament.startsOn.minus({ years: age, days: random.int(0, 364) })

  /** Requests came in before the tournament, and never after today (the demo's is upcoming). */
  const start = Math.min(tournament.startsOn.toMillis(), Date.now() - 3 * DAY)
  const created = new Date(start - random.int(5, 150) * DAY + random.int(0, DAY - 1))
  let last = created
  const later = (maxDays: number) => {
    last = new Date(Math.min(last.getTime() + random.int(1, maxDays) * DAY, start + 3 * DAY))
    return last
  }
  const logs: Row[] = [
    {
      user_id: null,
      type: 'created',
      data: JSON.stringify({ source: 'generated' }),
      created_at: timestamp(created),
    },
  ]
  let rfid: string | null = null
  if (state !== 'waiting') {
    logs.push({
      user_id: random.pick(context.staffIds),
      type: 'state',
      data: JSON.stringify({ from: 'waiting', to: state }),
      created_at: timestamp(later(20)),
    })
  }
  if (state === 'approved') {
    const roll = random.next()
    if (roll < 0.35) {
      logs.push({
        user_id: random.pick(context.staffIds),
        type: 'print',
        data: JSON.stringify({ copies: 1 }),
        created_at: timestamp(later(10)),
      })
    } else if (roll < 0.55) {
      /** Collected means handed over, and only a printed badge is handed over (decision 0030). */
      const printed = later(10)
      logs.push({
        user_id: random.pick(context.staffIds),
        type: 'print',
        data: JSON.stringify({ copies: 1 }),
        created_at: timestamp(printed),
      })
      logs.push({
        user_id: random.pick(context.staffIds),
        type: 'signature',
        data: JSON.stringify({ collective: false }),
        created_at: timestamp(new Date(printed.getTime() + 15 * 60_000)),
      })
      rfid = `E280${random.chars('0123456789ABCDEF', 20)}`
    }
  }

  const press = type === 'press' || type === 'gpress'
  const accreditation = type === 'accreditation' || type === 'gaccreditation'
  const detail = detailRow(context, type, tournament, applicant)
  const form: Row = {
    type,
    category: definition.category,
    tournament_id: tournament.id,
    code: random.chars(CODE_ALPHABET, 20),
    state,
    name: applicant.name,
    last_name: applicant.lastName,
    birth_date: isoDate(birth),
    document: applicant.document,
    gender: applicant.gender,
    /** Young ballboys often give only their tutor's email. */
    email: type === 'ballboy' && random.chance(0.6) ? null : applicant.email,
    cell_phone: applicant.phone,
    phone: random.chance(0.1)
      ? `+34 9${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`
      : null,
    address: `${random.pick(STREETS)} ${random.int(1, 180)}${random.chance(0.5) ? `, ${random.int(1, 9)}º ${random.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}` : ''}`,
    city: applicant.spanish
      ? place.city
      : random.pick(['London', 'Paris', 'Berlin', 'Roma', 'Lisboa', 'Buenos Aires', 'New York']),
    cp: applicant.spanish ? `${place.cp}${random.digits(3)}` : random.digits(5),
    country_id: applicant.countryId,
    nationality_id: applicant.nationalityId,
    company: accreditation ? random.pick(COMPANIES) : press ? String(detail.media_name) : null,
    permission_id:
      state === 'approved'
        ? (context.permissions.get(PERMISSION_OF[type] ?? 'Todas las zonas') ?? null)
        : null,
    custom_permission: '{}',
    credits: state === 'approved' && (press || accreditation) ? random.pick([0, 5, 10, 15]) : 0,
    amount: 0,
    parent_form_id: null,
    color: null,
    observation: random.chance(0.08) ? random.pick(OBSERVATIONS) : null,
    photo_path: random.chance(PHOTO_SHARE) ? random.pick(context.photoKeys) : null,
    covid_path: null,
    covid_passport: false,
    rfid,
    access_status: null,
    submission_key: null,
    locale: applicant.spanish ? (random.chance(0.9) ? 'es' : 'en') : 'en',
    created_at: timestamp(created),
    updated_at: timestamp(last),
  }
  fillSearchColumns(form)
  return { form, detail, logs }
}

/** The review's keys of the people a generated request names, as a submit stores them (decision 0135). */
function reviewPeopleOf(formId: number, item: PendingForm): Row[] {
  const { form, detail } = item
  const people = [
    personKeys(formId, 'applicant', {
      name: form.name as string,
      lastName: form.last_name as string,
      document: form.document as string | null,
      birthDate: form.birth_date as string | null,
    }),
  ]
  if (detail.tutor_name || detail.tutor_document) {
    people.push(
      personKeys(formId, 'tutor', {
        name: detail.tutor_name as string,
        lastName: detail.tutor_last_name as string,
        document: detail.tutor_document as string,
      })
    )
  }
  return people
    .filter((keys) => keys.name)
    .map((keys) => ({
      form_id: keys.formId,
      role: keys.role,
      document_key: keys.document,
      name_key: keys.name,
      birth_key: keys.birth,
    }))
}

/** What the Form model's save hooks would store: the search text and the sort keys. */
function fillSearchColumns(form: Row) {
  form.search_text = searchText({
    name: form.name as string,
    lastName: form.last_name as string,
    document: form.document as string | null,
    email: form.email as string | null,
    company: form.company as string | null,
    code: form.code as string,
  })
  form.sort_name = spanishSortKey(form.name as string)
  form.sort_last_name = spanishSortKey(form.last_name as string)
}

/** This year's tournaments of both sports, the demo's when missing (with countries and permission templates). */
async function currentTournaments() {
  let current = await Tournament.current()
  if (!current.some((t) => t.sport === 'tennis') || !current.some((t) => t.sport === 'golf')) {
    const { seedCountries, seedPermissions, seedTournaments } =
      await import('#database/demo/demo_data')
    await seedCountries()
    await seedPermissions()
    await seedTournaments()
    current = await Tournament.current()
  }
  return {
    tennis: current.find((t) => t.sport === 'tennis')!,
    golf: current.find((t) => t.sport === 'golf')!,
  }
}

/** About twenty staff users with mixed capabilities (one password, hashed once). */
async function staffUsers(random: Random) {
  const password = await hash.make(STAFF_PASSWORD)
  const now = timestamp(new Date())
  const emails = STAFF.map(
    (_, index) => `staff${String(index + 1).padStart(2, '0')}@${STAFF_DOMAIN}`
  )
  const stored = await db.from('users').whereIn('email', emails).select('email')
  const existing = new Set(stored.map((row) => row.email))
  const rows = STAFF.map(([name, lastName], index) => ({
    name,
    last_name: lastName,
    email: emails[index],
    password,
    can_create: index % 2 === 0,
    can_edit: index % 3 !== 2,
    can_print: index % 4 === 0 || random.chance(0.3),
    can_rfid: index % 5 === 0,
    can_toppanel: index % 6 === 0,
    is_admin: index < 2,
    is_banned: false,
    form_types: '[]',
    created_at: now,
    updated_at: now,
  })).filter((row) => !existing.has(row.email))
  if (rows.length) await db.table('users').multiInsert(rows.map(forEngine))
  const all = await db.from('users').whereIn('email', emails).orderBy('email').select('id')
  return all.map((row) => Number(row.id))
}

/**
 * Small portrait-like JPEGs shared by many forms, and one experience PDF: made
 * on demand, each put on the configured Drive disk just before the first row
 * that names it (rows before files would name a missing file), so no file is
 * left that no row names.
 */
function sharedFiles(random: Random) {
  const files = new Map<string, () => Promise<Buffer>>()
  for (let index = 0; index < PHOTO_COUNT; index++) {
    const hue = random.int(0, 359)
    const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'][random.int(0, 4)]
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320">
        <rect width="240" height="320" fill="hsl(${hue},30%,92%)"/>
        <ellipse cx="120" cy="130" rx="62" ry="80" fill="${skin}"/>
        <rect x="40" y="230" width="160" height="90" rx="40" fill="hsl(${(hue + 180) % 360},45%,40%)"/>
      </svg>`
    )
    const key = `${PHOTO_FOLDER}/photo-${String(index + 1).padStart(2, '0')}.jpg`
    files.set(key, () => sharp(svg).jpeg({ quality: 70 }).toBuffer())
  }
  files.set(EXPERIENCE_KEY, async () =>
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  )
  const written = new Set<string>()
  return {
    photoKeys: [...files.keys()].filter((key) => key !== EXPERIENCE_KEY),
    /** Puts every shared file these rows name that is not on the disk yet. */
    async writeNamedBy(rows: Row[]) {
      for (const row of rows) {
        for (const value of Object.values(row)) {
          if (typeof value !== 'string' || written.has(value)) continue
          const make = files.get(value)
          if (!make) continue
          await drive.use().put(value, await make())
          written.add(value)
        }
      }
    },
  }
}

let sqlite = false

/** better-sqlite3 binds no booleans: 1/0 there, real booleans on PostgreSQL. */
function forEngine(row: Row): Row {
  if (!sqlite) return row
  const out: Row = {}
  for (const [key, value] of Object.entries(row)) {
    out[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value
  }
  return out
}

/** Multi-row inserts, split so SQLite stays under its variable and compound-select limits. */
async function insertChunked(trx: TransactionClientContract, table: string, rows: Row[]) {
  if (!rows.length) return
  const columns = Object.keys(rows[0]).length
  const size = sqlite
    ? Math.max(1, Math.min(400, Math.floor(30_000 / columns)))
    : Math.floor(60_000 / columns)
  for (let start = 0; start < rows.length; start += size) {
    await trx.table(table).multiInsert(rows.slice(start, start + size).map(forEngine))
  }
}

async function wipeForms() {
  if (sqlite) {
    for (const table of [
      'review_duplicates',
      'review_people',
      'form_logs',
      ...new Set(Object.values(await detailTables())),
    ]) {
      await db.from(table).delete()
    }
    await db.from('forms').whereNotNull('parent_form_id').delete()
    await db.from('forms').delete()
  } else {
    await db.rawQuery('truncate table forms restart identity cascade')
  }
}

export async function generateTournamentData(options: GeneratorOptions): Promise<GeneratorSummary> {
  const log = options.log ?? (() => {})
  const timings: Record<string, number> = {}
  const started = performance.now()
  let phase = started
  const lap = (name: string) => {
    const now = performance.now()
    timings[name] = Math.round(now - phase)
    phase = now
  }
  sqlite = db.connection().dialect.name.includes('sqlite')

  const tournaments = await currentTournaments()
  const countryRows = await db.from('countries').orderBy('id').select('id', 'code')
  const permissionRows = await db.from('permissions').select('id', 'name')
  lap('tournaments')

  const setup = new Random(options.seed ^ 0x5bd1e995)
  const staffIds = options.staffIds ?? (await staffUsers(setup))
  lap('staff')
  const shared = sharedFiles(setup)
  const photoKeys = shared.photoKeys

  if (options.fresh) {
    await wipeForms()
    lap('wipe')
  }

  const context: Context = {
    random: new Random(options.seed),
    tournaments,
    countries: new Map(countryRows.map((row) => [row.code as string, Number(row.id)])),
    countryIds: countryRows.map((row) => Number(row.id)),
    permissions: new Map(permissionRows.map((row) => [row.name as string, Number(row.id)])),
    staffIds,
    photoKeys,
    types: generatedTypes(),
    typeWeights: typeWeights(),
    detailTables: await detailTables(),
    detailColumns: await detailColumns(),
    options: {
      tennis: await optionValues(tournaments.tennis),
      golf: await optionValues(tournaments.golf),
    },
  }

  const summary: GeneratorSummary = {
    forms: 0,
    details: 0,
    logs: 0,
    photos: 0,
    staff: staffIds.length,
    byType: {},
    byState: {},
    timings,
  }
  const batchSize = sqlite ? 400 : 1000
  let checkedFirst = false
  const plantedCount = Math.min(options.duplicates ?? 0, Math.floor(options.forms / 5))
  const firstPlanted = options.forms - plantedCount
  const originals: Row[] = []
  for (let offset = 0; offset < options.forms; offset += batchSize) {
    const pending: PendingForm[] = []
    for (let index = offset; index < Math.min(options.forms, offset + batchSize); index++) {
      const built = buildForm(context, index, options.forms)
      if (index >= firstPlanted && originals.length) {
        /** Each original once, so the planted pairs are exactly the ones asked for. */
        const [original] = originals.splice(context.random.int(0, originals.length - 1), 1)
        plantDuplicate(built.form, original, context.random)
        fillSearchColumns(built.form)
      } else if (originals.length < plantedCount * 4 && built.form.birth_date) {
        originals.push({ ...built.form })
      }
      pending.push(built)
    }
    if (!checkedFirst) {
      checkedFirst = true
      const clash = await db
        .from('forms')
        .where('code', pending[0].form.code as string)
        .first()
      if (clash) {
        throw new Error(
          `Forms generated with seed ${options.seed} are already stored: pass --fresh or another --seed`
        )
      }
    }
    await shared.writeNamedBy(pending.flatMap((item) => [item.form, item.detail]))
    await db.transaction(async (trx) => {
      const rows = pending.map((item) => forEngine(item.form))
      const codes = pending.map((item) => item.form.code as string)
      /** Lucid ignores returning() on SQLite: read the new ids back by code there. */
      const inserted: { id: number; code: string }[] = sqlite
        ? await trx
            .table('forms')
            .multiInsert(rows)
            .then(() => trx.from('forms').whereIn('code', codes).select('id', 'code'))
        : await trx.table('forms').multiInsert(rows).returning(['id', 'code'])
      const ids = new Map(inserted.map((row) => [row.code, Number(row.id)]))
      const details: Record<string, Row[]> = {}
      const logs: Row[] = []
      const people: Row[] = []
      for (const item of pending) {
        const formId = ids.get(item.form.code as string)
        if (!formId) throw new Error(`No id returned for form ${item.form.code}`)
        const table = context.detailTables[String(item.form.type)]
        ;(details[table] ??= []).push({ form_id: formId, ...item.detail })
        for (const entry of item.logs) logs.push({ form_id: formId, ...entry })
        people.push(...reviewPeopleOf(formId, item))
      }
      for (const [table, tableRows] of Object.entries(details)) {
        /** Tennis and golf press (or accreditation) share a table: align their columns. */
        const columns = [...new Set(tableRows.flatMap((row) => Object.keys(row)))]
        const aligned = tableRows.map((row) =>
          Object.fromEntries(columns.map((column) => [column, row[column] ?? null]))
        )
        await insertChunked(trx, table, aligned)
        summary.details += tableRows.length
      }
      await insertChunked(trx, 'form_logs', logs)
      await insertChunked(trx, 'review_people', people)
      summary.logs += logs.length
    })
    for (const item of pending) {
      const type = item.form.type as string
      const state = item.form.state as string
      summary.byType[type] = (summary.byType[type] ?? 0) + 1
      summary.byState[state] = (summary.byState[state] ?? 0) + 1
      if (item.form.photo_path) summary.photos += 1
    }
    summary.forms += pending.length
    if (summary.forms % 10_000 === 0 || summary.forms === options.forms) {
      log(`${summary.forms} forms (${Math.round(performance.now() - phase)} ms)`)
    }
  }
  lap('forms')
  /**
   * Fresh planner statistics, as after any bulk load: until autovacuum gets
   * to it, PostgreSQL plans the staff list for an empty table (index scan
   * filtering thousands of rows instead of the trigram index: 12 ms → 3 ms).
   */
  await db.rawQuery(sqlite ? 'analyze' : 'analyze forms, form_logs')
  lap('analyze')
  /** The logs were written in bulk, not through the history writer: recount the reports' tallies. */
  await rebuildTallies()
  lap('tallies')
  timings.total = Math.round(performance.now() - started)
  return summary
}
