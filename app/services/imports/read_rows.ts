import type { ImportFileFormat } from '#services/imports/file_format'
import { csvRows } from '#services/imports/csv_rows'
import { xlsxRows } from '#services/imports/xlsx_rows'

export type SourceRow = { line: number; cells: string[] }

/** Every non-blank row of the file, the header first. */
export async function* readRows(path: string, format: ImportFileFormat): AsyncGenerator<SourceRow> {
  const rows = format === 'xlsx' ? xlsxRows(path) : csvRows(path)
  for await (const row of rows) {
    if (row.cells.some((cell) => cell.trim() !== '')) yield row
  }
}

/** The header row only: the file is not read past it. */
export async function readHeader(path: string, format: ImportFileFormat): Promise<string[] | null> {
  for await (const row of readRows(path, format)) return row.cells
  return null
}

/** Rows of the file, the header included (a first pass, for the progress bar). */
export async function countRows(path: string, format: ImportFileFormat) {
  let count = 0
  const rows = readRows(path, format)
  for (let row = await rows.next(); !row.done; row = await rows.next()) count += 1
  return count
}
