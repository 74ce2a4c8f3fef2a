import type { I18n } from '@adonisjs/i18n'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { FieldContext, SchemaTypes } from '@vinejs/vine/types'
import type { FieldSpec } from '#forms/fields'
import type { OptionListName, OptionLists } from '#forms/option_lists'

/** A Vine type that the validator makes optional, and required again on a condition. */
export type FieldRule = SchemaTypes & {
  optional(): SchemaTypes & {
    requiredWhen(test: (field: FieldContext) => boolean): SchemaTypes
  }
}

/** Where file kinds put an upload (StoredFiles, on the private disk); returns its key. */
export type FileStore = {
  putPhoto(file: MultipartFile, folder: string): Promise<string>
  putDocument(file: MultipartFile, folder: string): Promise<string>
}

/** What storing a value may need: the file store, the request's folder, and whether it is an edit. */
export type ColumnContext = {
  files: FileStore
  folder: string
  /** A staff edit: a file field sent empty keeps the stored file. */
  keepMissingFiles: boolean
}

/** A value as an edit form's input takes it (a checkbox list takes several). */
export type InputValue = string | string[]

/** What the request page shows of a value: text, or a file's key for its preview. */
export type DisplayValue = { value: string; file?: string | null }

export type DisplayContext = { lists: OptionLists; i18n: I18n }

/** Option labels by list and value: a Map lookup per cell instead of a scan of the list. */
export type OptionLabels = Map<OptionListName, Map<string, string>>

export type ExportCell = string | number | Date | null

/** What every cell of an export shares, built once per export. */
export type ExportContext = {
  /** "Yes" and "no", translated once for the whole sheet. */
  words: { yes: string; no: string }
  /** A stored calendar date as the Date a cell shows. */
  calendarDay: (stored: unknown) => Date | null
}

export type ExportSpec = {
  width: number
  numFmt?: string
  cell(field: FieldSpec, stored: unknown, labels: OptionLabels, context: ExportContext): ExportCell
}

/** What an example answer may draw on: the lists' values, the tournament's year, a counter. */
export type ExampleContext = {
  options: Partial<Record<OptionListName, readonly string[]>>
  tournamentYear: number
  /** Different for each filled form, so unique answers (emails) stay unique. */
  sequence: number
}

/** An answer as a form sends it: text, or the values of a checkbox list. */
export type ExampleAnswer = string | string[]

/**
 * Everything one kind of field means, from the submitted value to the
 * export. `stored` is the value as the database row holds it.
 */
export type FieldKindBehaviour = {
  /** The Vine type of a submitted value, before it is made required or optional. */
  rule(field: FieldSpec): FieldRule
  /** A validated value as its column stores it (a promise for files); undefined leaves the column as it is. */
  columnValue(field: FieldSpec, value: unknown, context: ColumnContext): unknown
  /** A stored value (never null) as the edit form's input takes it; undefined leaves the input empty. */
  inputValue(field: FieldSpec, stored: unknown): InputValue | undefined
  /** A stored value as the request page shows it. */
  displayValue(field: FieldSpec, stored: unknown, context: DisplayContext): DisplayValue
  /** Its export column; null when the kind is not exported (files). */
  export: ExportSpec | null
  /**
   * An answer its rule accepts, as a form sends it: demo data and the tests
   * that cover every type fill any definition with it. Undefined when there
   * is none to give (a file, attached apart; a list with no values).
   */
  example(field: FieldSpec, context: ExampleContext): ExampleAnswer | undefined
  /** Staff may send it empty on an edit: the stored value stays (files). */
  optionalOnEdit?: boolean
  /** Its column holds a private file's key: previewed, purged and erased with the files (photo, document). */
  storesFile?: boolean
  /** A person typed it (names, contacts, notes): blanked when their data is erased. */
  typedByPerson?: boolean
  /** It holds an email address (mail sent to it is traced back to its request). */
  holdsEmail?: boolean
  /** A link may choose its value in advance on a staff create form, among the field's options. */
  presetByLink?: boolean
  /** The holder's portrait, the one the badge prints (framed to the crop, photo-checked). */
  portrait?: boolean
}
