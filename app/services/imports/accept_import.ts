import drive from '@adonisjs/drive/services/main'
import PlayerImport from '#models/player_import'
import Tournament from '#models/tournament'
import type { Tour } from '#models/default_player'
import { currentTennisTournament } from '#services/configuration/tournament_switch'
import {
  checkImportFile,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_INFLATED_BYTES,
} from '#services/imports/file_format'
import { IMPORT_COLUMNS, mapColumns } from '#services/imports/columns'
import { readHeader } from '#services/imports/read_rows'
import { displayFileName, importFileKey } from '#services/imports/import_files'

/** A file refused before anything is stored; `key` is a translation key. */
export class ImportRefusedError extends Error {
  constructor(
    readonly key: string,
    readonly data: Record<string, string | number> = {}
  ) {
    super(key)
  }
}

export type ImportRequest = {
  /** A local file (the multipart upload's temporary file, or the command's argument). */
  path: string
  originalName: string
  tour: Tour
  userId: number | null
  locale: string
  /** The current tennis tournament unless given. */
  tournamentId?: number
}

/**
 * Checks a file (size, content, header, target tournament), copies it to the
 * private disk and records the import as queued. A refusal leaves nothing
 * behind: no stored file, no import row.
 */
export async function acceptImport(request: ImportRequest): Promise<PlayerImport> {
  const check = await checkImportFile(request.path)
  if (!check.ok) {
    const max = check.reason === 'inflates_too_much' ? IMPORT_MAX_INFLATED_BYTES : IMPORT_MAX_BYTES
    throw new ImportRefusedError(`imports.refused.${check.reason}`, {
      max: `${max / 1024 / 1024} MB`,
    })
  }
  let header: string[] | null
  try {
    header = await readHeader(request.path, check.format)
  } catch {
    throw new ImportRefusedError('imports.refused.unreadable')
  }
  if (!header) throw new ImportRefusedError('imports.refused.no_rows')
  const { missing } = mapColumns(header)
  if (missing.length > 0) {
    throw new ImportRefusedError('imports.refused.missing_columns', {
      columns: missing.map((column) => IMPORT_COLUMNS[column][0]).join(', '),
    })
  }
  const tournament = request.tournamentId
    ? await Tournament.find(request.tournamentId)
    : await currentTennisTournament()
  if (!tournament) throw new ImportRefusedError('imports.refused.no_tournament')

  const key = importFileKey(request.tour, check.format)
  await drive.use().copyFromFs(request.path, key)
  try {
    return await PlayerImport.create({
      tour: request.tour,
      tournamentId: tournament.id,
      userId: request.userId,
      locale: request.locale,
      importedFileName: displayFileName(request.originalName),
      fileKey: key,
      status: 'queued',
    })
  } catch (error) {
    await drive.use().delete(key)
    throw error
  }
}
