import type { Writable } from 'node:stream'
import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import type Organisation from '#models/organisation'
import type OrganisationQuota from '#models/organisation_quota'
import Tournament from '#models/tournament'
import { fieldsOf, type FormTypeDefinition } from '#forms/definition'
import type { FieldSpec } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import { optionLists } from '#forms/option_lists'
import type { Locale } from '#config/i18n'
import { openSheet } from '#services/exports/workbook_sheet'
import { checkImportFile } from '#services/imports/file_format'
import { normalizeHeader } from '#services/imports/columns'
import { readRows } from '#services/imports/read_rows'
import { ImportRefusedError } from '#services/imports/accept_import'
import { MAX_UPLOAD } from '#forms/validation'
import { ArchiveRefusedError, PhotoArchive } from '#services/files/photo_archive'
import type OrganisationImport from '#models/organisation_import'
import { ORGANISATION_FIELDS } from '#services/organisations/portal_quota'
import { importRows } from '#services/organisations/people_import_rows'

/** A file of 2,000 people works; far longer ones are refused before any row is read. */
export const MAX_IMPORT_ROWS = 5000

/** The category form's fields a spreadsheet carries as cells: no files, nothing the organisation fills. */
export function importFields(definition: FormTypeDefinition): FieldSpec[] {
  return fieldsOf(definition).filter(
    (spec) =>
      spec.on !== 'none' &&
      !spec.staffOnly &&
      !kindOf(spec).storesFile &&
      !ORGANISATION_FIELDS.includes(spec.name)
  )
}

/**
 * The badge photo's field, when the category's form asks for one: its
 * column holds the name of the photo's file in the .zip uploaded with the
 * sheet (empty: the person adds their photo later, by the invitation).
 */
export function importPhotoField(definition: FormTypeDefinition): FieldSpec | undefined {
  return fieldsOf(definition).find((spec) => kindOf(spec).portrait && !spec.staffOnly)
}

/** Bytes a photo may have, as on the form (its size rule is the form's own). */
const PHOTO_MAX_BYTES = Number.parseInt(MAX_UPLOAD, 10) * 1024 * 1024

const label = (locale: Locale, name: string) =>
  i18nManager.locale(locale).t(`validator.shared.fields.${name}`)

/** The template the portal offers: one column per field, headed in the manager's language. */
export async function writeImportTemplate(
  definition: FormTypeDefinition,
  locale: Locale,
  stream: Writable
) {
  const sheet = openSheet(
    { stream },
    {
      name: 'people',
      columns: [...importFields(definition), importPhotoField(definition)]
        .filter((spec) => spec !== undefined)
        .map((spec) => ({ header: label(locale, spec.name), key: spec.name, width: 20 })),
    }
  )
  await sheet.close()
}

/** Headers people write for the identity fields besides their labels (the player imports' too). */
const COLUMN_ALIASES: Record<string, string[]> = {
  name: ['first name', 'given name'],
  lastName: ['last name', 'surname', 'apellido'],
  document: ['documento', 'document', 'dni', 'nie', 'passport', 'pasaporte'],
  birthDate: ['fecha de nacimiento', 'birth date', 'date of birth'],
  idNationality: ['nationality', 'nacionalidad'],
  idCountry: ['country', 'pais'],
  idGender: ['gender', 'sexo', 'genero'],
  cellPhone: ['phone', 'mobile', 'telefono', 'movil'],
  image: ['photo', 'foto', 'image', 'imagen', 'photo file', 'archivo de foto', 'fichero de foto'],
}

/** Where each field is in the header: by its name, its label in either language or a usual alias. */
function mapHeader(definition: FormTypeDefinition, header: string[]) {
  const normalized = header.map((cell) => normalizeHeader(cell))
  const columns = new Map<string, number>()
  const missing: string[] = []
  for (const spec of importFields(definition)) {
    const index = findColumn(normalized, spec.name)
    if (index >= 0) columns.set(spec.name, index)
    else if (spec.required) missing.push(spec.name)
  }
  const photo = importPhotoField(definition)
  const photoIndex = photo ? findColumn(normalized, photo.name) : -1
  return { columns, missing, photoColumn: photoIndex >= 0 ? photoIndex : null }
}

function findColumn(normalized: string[], name: string) {
  const aliases = new Set(
    [name, label('es', name), label('en', name), ...(COLUMN_ALIASES[name] ?? [])].map(
      normalizeHeader
    )
  )
  return normalized.findIndex((cell) => aliases.has(cell))
}

/** A choice cell read as its value: the value itself or its label in Spanish or English (a country's code too). */
async function choiceReaders(tournament: Tournament, definition: FormTypeDefinition) {
  const readers = new Map<string, Map<string, string>>()
  for (const locale of ['es', 'en'] as const) {
    const i18n = i18nManager.locale(locale)
    const lists = await optionLists(tournament, locale, (key) => i18n.t(key))
    for (const spec of importFields(definition)) {
      if (!spec.options) continue
      const reader = readers.get(spec.name) ?? new Map<string, string>()
      for (const option of lists[spec.options] ?? []) {
        reader.set(normalizeHeader(String(option.value)), String(option.value))
        reader.set(normalizeHeader(option.label), String(option.value))
      }
      readers.set(spec.name, reader)
    }
  }
  const countries = await db.from('countries').select('id', 'code')
  for (const spec of importFields(definition)) {
    if (spec.options !== 'countries') continue
    const reader = readers.get(spec.name)!
    for (const country of countries) reader.set(normalizeHeader(country.code), String(country.id))
  }
  return readers
}

export type ImportInput = {
  organisation: Organisation
  quota: OrganisationQuota
  definition: FormTypeDefinition
  managerId: number | null
  path: string
  fileName: string
  /** The .zip of the photos the sheet's photo column names, when uploaded with it. */
  photosPath?: string | null
  locale: Locale
}

/**
 * A manager's spreadsheet, with the .zip of its photos when it names any:
 * the files are checked first (kind by content, size, columns, rows; the
 * zip's entries, sizes and names); a refused file changes nothing. Then
 * each row is one request (`people_import_rows.ts`). The photos' temporary
 * files are removed whatever happens.
 */
export async function importPeople(input: ImportInput): Promise<OrganisationImport> {
  const { definition } = input
  const check = await checkImportFile(input.path)
  if (!check.ok) throw new ImportRefusedError(`imports.refused.${check.reason}`, { max: '10 MB' })
  const rows: { line: number; cells: string[] }[] = []
  try {
    for await (const row of readRows(input.path, check.format)) {
      rows.push(row)
      if (rows.length > MAX_IMPORT_ROWS + 1)
        throw new ImportRefusedError('organisations.import.too_many', { max: MAX_IMPORT_ROWS })
    }
  } catch (error) {
    if (error instanceof ImportRefusedError) throw error
    throw new ImportRefusedError('imports.refused.unreadable')
  }
  const [header, ...people] = rows
  if (!header || people.length === 0) throw new ImportRefusedError('imports.refused.no_rows')
  const { columns, missing, photoColumn } = mapHeader(definition, header.cells)
  if (missing.length > 0) {
    throw new ImportRefusedError('imports.refused.missing_columns', {
      columns: missing.map((name) => label(input.locale, name)).join(', '),
    })
  }
  const namesPhotos =
    photoColumn !== null && people.some((row) => (row.cells[photoColumn] ?? '').trim() !== '')
  if (namesPhotos && !input.photosPath)
    throw new ImportRefusedError('organisations.import.photos.missing_zip')
  if (input.photosPath && photoColumn === null)
    throw new ImportRefusedError('organisations.import.photos.no_column', {
      column: label(input.locale, importPhotoField(definition)?.name ?? 'image'),
    })
  let archive: PhotoArchive | null = null
  try {
    archive = input.photosPath ? await PhotoArchive.open(input.photosPath, PHOTO_MAX_BYTES) : null
  } catch (error) {
    if (!(error instanceof ArchiveRefusedError)) throw error
    throw new ImportRefusedError(`organisations.import.photos.${error.reason}`, error.data)
  }
  try {
    const tournament = await Tournament.findOrFail(input.organisation.tournamentId)
    return await importRows(input, people, {
      tournament,
      columns,
      readers: await choiceReaders(tournament, definition),
      photos: {
        column: photoColumn,
        field: importPhotoField(definition)?.name ?? 'image',
        archive,
      },
    })
  } finally {
    await archive?.discard()
  }
}
