import { relative } from 'node:path'
import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { fileColumns } from '#services/files/form_files'
import { uploadLeftovers } from '#services/files/upload_leftovers'
import { mailsToNobodyKnown } from '#services/privacy/mail_recipients'

/**
 * Where each kind of private file lives on the disk, and the rows that name
 * them (what a backup copies, and what the orphans check compares). Exports
 * are left out: they are pruned by age, and their rows keep no key once the
 * workbook is gone.
 */
const STORES: { prefix: string; keys: (client: QueryClientContract) => Promise<string[]> }[] = [
  {
    prefix: 'forms',
    keys: async (client) => {
      const columns = await fileColumns()
      const keys: string[] = []
      for (const column of columns.form) {
        const rows = await client.from('forms').whereNotNull(column).select(column)
        keys.push(...rows.map((row) => String(row[column])))
      }
      for (const { table, column } of columns.details) {
        const rows = await client.from(table).whereNotNull(column).select(column)
        keys.push(...rows.map((row) => String(row[column])))
      }
      return keys
    },
  },
  {
    prefix: 'signatures',
    keys: async (client) => {
      const rows = await client
        .from('collectives')
        .whereNotNull('signature_path')
        .select('signature_path')
      return rows.map((row) => String(row.signature_path))
    },
  },
  {
    prefix: 'imports',
    keys: async (client) => {
      const rows = await client.from('imports').select('file_key', 'result_file_key')
      return rows.flatMap((row) => [row.file_key, row.result_file_key].filter(Boolean).map(String))
    },
  },
  /** The badge designer's logos and sponsor strips, one row each. */
  {
    prefix: 'badge-images',
    keys: async (client) => {
      const rows = await client.from('badge_images').select('path')
      return rows.map((row) => String(row.path))
    },
  },
]

/**
 * Every private file the rows name, by the disk folder it lives in, read
 * through `client` (the app's database, or a backup's snapshot of it).
 */
export async function namedFiles(
  client: QueryClientContract = db.connection()
): Promise<{ prefix: string; keys: Set<string> }[]> {
  const named = []
  for (const store of STORES)
    named.push({ prefix: store.prefix, keys: new Set(await store.keys(client)) })
  return named
}

export type OrphanReport = {
  /** Files on the disk that no row names. */
  filesWithoutRow: string[]
  /** Keys a row names whose file is not on the disk. */
  rowsWithoutFile: string[]
  /** Temporary uploads a stopped process left behind (paths from the app root). */
  uploadLeftovers: string[]
  /** Mails of the file mailer addressed to nobody a row still holds (paths from the app root). */
  mailsWithoutRow: string[]
  deleted: number
}

/**
 * Compares the private disk (fs or S3) with the rows that name its files,
 * and looks for personal data outside it that nothing needs any more: the
 * temporary uploads of a process that died mid-request, and the file
 * mailer's messages to addresses no row holds (erased people, removed
 * users). With `deleteOrphans`, all of those are deleted; rows whose file
 * is missing are only reported (their request still stands).
 */
export async function checkOrphanFiles({ deleteOrphans = false } = {}): Promise<OrphanReport> {
  const disk = drive.use()
  const report: OrphanReport = {
    filesWithoutRow: [],
    rowsWithoutFile: [],
    uploadLeftovers: [],
    mailsWithoutRow: [],
    deleted: 0,
  }
  for (const { prefix, keys: named } of await namedFiles()) {
    const { objects } = await disk.listAll(prefix, { recursive: true })
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
  for (const [paths, list] of [
    [await uploadLeftovers(), report.uploadLeftovers],
    [await mailsToNobodyKnown(), report.mailsWithoutRow],
  ] as const) {
    for (const path of paths) {
      list.push(relative(app.makePath(), path))
      if (deleteOrphans) {
        await rm(path, { force: true })
        report.deleted += 1
      }
    }
  }
  for (const list of Object.values(report)) if (Array.isArray(list)) list.sort()
  return report
}
