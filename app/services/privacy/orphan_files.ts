import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { fileColumns } from '#services/forms/form_files'

/**
 * Where each kind of personal file lives on the private disk, and the rows
 * that name them. Exports are left out: they are pruned by age, and their
 * rows keep no key once the workbook is gone.
 */
const STORES: { prefix: string; keys: () => Promise<string[]> }[] = [
  {
    prefix: 'forms',
    keys: async () => {
      const columns = await fileColumns()
      const keys: string[] = []
      for (const column of columns.form) {
        const rows = await db.from('forms').whereNotNull(column).select(column)
        keys.push(...rows.map((row) => String(row[column])))
      }
      for (const { table, column } of columns.details) {
        const rows = await db.from(table).whereNotNull(column).select(column)
        keys.push(...rows.map((row) => String(row[column])))
      }
      return keys
    },
  },
  {
    prefix: 'signatures',
    keys: async () => {
      const rows = await db
        .from('collectives')
        .whereNotNull('signature_path')
        .select('signature_path')
      return rows.map((row) => String(row.signature_path))
    },
  },
  {
    prefix: 'imports',
    keys: async () => {
      const rows = await db.from('imports').select('file_key', 'result_file_key')
      return rows.flatMap((row) => [row.file_key, row.result_file_key].filter(Boolean).map(String))
    },
  },
]

export type OrphanReport = {
  /** Files on the disk that no row names. */
  filesWithoutRow: string[]
  /** Keys a row names whose file is not on the disk. */
  rowsWithoutFile: string[]
  deleted: number
}

/**
 * Compares the private disk (fs or S3) with the rows that name its files.
 * With `deleteOrphans`, files no row names are deleted; rows whose file is
 * missing are only reported (their request still stands).
 */
export async function checkOrphanFiles({ deleteOrphans = false } = {}): Promise<OrphanReport> {
  const disk = drive.use()
  const report: OrphanReport = { filesWithoutRow: [], rowsWithoutFile: [], deleted: 0 }
  for (const store of STORES) {
    const named = new Set(await store.keys())
    const { objects } = await disk.listAll(store.prefix, { recursive: true })
    const present = new Set<string>()
    for (const object of objects) {
      if (object.isDirectory) continue
      present.add(object.key)
      if (named.has(object.key)) continue
      report.filesWithoutRow.push(object.key)
      if (deleteOrphans) {
        await disk.delete(object.key)
        report.deleted += 1
      }
    }
    for (const key of named) if (!present.has(key)) report.rowsWithoutFile.push(key)
  }
  report.filesWithoutRow.sort()
  report.rowsWithoutFile.sort()
  return report
}
