import vine, { errors } from '@vinejs/vine'
import i18nManager from '@adonisjs/i18n/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { MultipartFileFactory } from '@adonisjs/core/factories/bodyparser'
import type { FieldSpec } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import type { FormMeta } from '#forms/kinds/form_meta'
import type { FileStore, OptionLabels } from '#forms/kinds/kind'
import type { OptionLists } from '#forms/option_lists'
import { exportContext } from '#services/exports/export_columns'

/** A field of the kind under test, with whatever else the test sets. */
export function fieldOf(kind: FieldSpec['kind'], spec: Partial<FieldSpec> = {}): FieldSpec {
  return { name: 'answer', kind, on: 'detail', required: true, ...spec }
}

const META: FormMeta = {
  options: {} as FormMeta['options'],
  tournamentYear: 2026,
  downloaded: [],
  isBlacklisted: async () => false,
}

/**
 * The field's kind rule run on a body: the value it stores, or the Vine
 * rules it broke. Other fields of the body are there for rules that read
 * them (the first name, the first choice).
 */
export async function validated(
  field: FieldSpec,
  body: Record<string, unknown>,
  meta: Partial<FormMeta> = {}
): Promise<{ value?: unknown; broken: string[] }> {
  const validator = vine
    .withMetaData<FormMeta>()
    .create({ [field.name]: kindOf(field).rule(field) })
  try {
    const output = await validator.validate(body, { meta: { ...META, ...meta } })
    return { value: (output as Record<string, unknown>)[field.name], broken: [] }
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    return { broken: (error.messages as { rule: string }[]).map((message) => message.rule) }
  }
}

/** The Vine rules a body breaks, none when the field's kind accepts it. */
export async function brokenRules(
  field: FieldSpec,
  body: Record<string, unknown>,
  meta: Partial<FormMeta> = {}
) {
  const { broken } = await validated(field, body, meta)
  return broken
}

/** The value validation hands on for storing (undefined when refused). */
export async function validValue(
  field: FieldSpec,
  body: Record<string, unknown>,
  meta: Partial<FormMeta> = {}
) {
  const { value } = await validated(field, body, meta)
  return value
}

/** A store that keeps nothing: it answers with the key it would have written. */
export function recordingStore() {
  const calls: { put: 'photo' | 'document'; file: MultipartFile; folder: string }[] = []
  const files: FileStore = {
    putPhoto: async (file, folder) => {
      calls.push({ put: 'photo', file, folder })
      return `${folder}/stored.jpg`
    },
    putDocument: async (file, folder) => {
      calls.push({ put: 'document', file, folder })
      return `${folder}/stored.pdf`
    },
  }
  return { files, calls }
}

/** A submitted value as the field's kind stores it (a new request unless `keepMissingFiles`). */
export function stored(field: FieldSpec, value: unknown, { keepMissingFiles = false } = {}) {
  const { files } = recordingStore()
  return kindOf(field).columnValue(field, value, {
    files,
    folder: 'forms/2026/press',
    keepMissingFiles,
  })
}

/** An uploaded file as the body parser hands it over, its bytes at `tmpPath`. */
export function upload(clientName: string, tmpPath: string): MultipartFile {
  const extname = clientName.split('.').pop()!
  const file = new MultipartFileFactory()
    .merge({ fieldName: 'answer', clientName, extname, size: 1000 })
    .create()
  file.tmpPath = tmpPath
  return file
}

export function inputOf(field: FieldSpec, value: unknown) {
  return kindOf(field).inputValue(field, value)
}

/** What the request page shows, in Spanish unless told. */
export function shownOf(
  field: FieldSpec,
  value: unknown,
  { lists = {}, locale = 'es' }: { lists?: Partial<OptionLists>; locale?: string } = {}
) {
  return kindOf(field).displayValue(field, value, {
    lists: lists as OptionLists,
    i18n: i18nManager.locale(locale),
  })
}

/** The export cell, in Spanish; null when the kind has no column. */
export function cellOf(field: FieldSpec, value: unknown, labels: OptionLabels = new Map()) {
  const exported = kindOf(field).export
  if (!exported) return null
  return exported.cell(field, value, labels, exportContext(i18nManager.locale('es')))
}
