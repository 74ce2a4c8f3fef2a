import type { MultipartFile } from '@adonisjs/core/bodyparser'
import vine from '@vinejs/vine'
import { hasFileType, type FileType } from '#forms/file_types'
import type { FieldKindBehaviour, FileStore } from '#forms/kinds/kind'

/** Largest upload accepted; the browser crops and shrinks photos well below it. */
export const MAX_UPLOAD = '5mb'

/** Files are judged by their first bytes, never by name or Content-Type. */
const fileContentRule = vine.createRule(
  async (value, options: { types: FileType[] }, field) => {
    const path = (value as { tmpPath?: string }).tmpPath
    if (!path || !(await hasFileType(path, options.types))) {
      field.report('The file is not a valid {{ types }}', 'fileContent', field, {
        types: options.types.join('/').toUpperCase(),
      })
    }
  },
  { isAsync: true }
)

function isFile(value: unknown): value is MultipartFile {
  return !!value && typeof value === 'object' && 'isMultipartFile' in value
}

type FileKindOptions = {
  /** The extensions the upload may be named with. */
  extnames: string[]
  /** What its first bytes must be. */
  types: FileType[]
  /** Stores the upload under the folder; returns its key. */
  put: (files: FileStore, file: MultipartFile, folder: string) => Promise<string>
}

/**
 * An upload (photo, document): stored on the private disk, its key in the
 * column. An edit form cannot refill it and the export leaves it out; the
 * request page previews it. Staff may send it empty on an edit.
 */
export function fileKind({ extnames, types, put }: FileKindOptions): FieldKindBehaviour {
  return {
    rule: () => vine.file({ size: MAX_UPLOAD, extnames }).use(fileContentRule({ types })),
    columnValue: (_field, value, { files, folder, keepMissingFiles }) => {
      if (isFile(value)) return put(files, value, folder)
      return keepMissingFiles ? undefined : null
    },
    example: () => undefined,
    inputValue: () => undefined,
    displayValue: (_field, stored) => ({ value: '', file: (stored as string | null) ?? null }),
    export: null,
    optionalOnEdit: true,
    storesFile: true,
  }
}
