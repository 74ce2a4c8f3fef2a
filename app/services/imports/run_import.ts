import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import PlayerImport from '#models/player_import'
import ImportFailure from '#models/import_failure'
import type { Tour } from '#models/default_player'
import { mapColumns, type ColumnMap } from '#services/imports/columns'
import { countRows, readRows, type SourceRow } from '#services/imports/read_rows'
import { checkRow, identityOf } from '#services/imports/row_values'
import { Nationalities } from '#services/imports/nationalities'
import { applyRows, type PendingRow, type RowOutcome } from '#services/imports/apply_rows'
import { moveOntoDisk } from '#services/files/private_disk'
import { ResultWorkbook, reasonText } from '#services/imports/result_workbook'
import { importFormat, resultFileName, resultKey } from '#services/imports/import_files'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'

/**
 * Rows per transaction: progress shows after every chunk, and other requests
 * run between chunks. better-sqlite3 is synchronous, so a SQLite chunk holds
 * the event loop from start to commit: smaller there (about 25 ms a chunk).
 */
export function chunkSize() {
  return db.connection().dialect.name.includes('sqlite') ? 100 : 500
}

const COUNTERS = ['createdCount', 'updatedCount', 'unchangedCount', 'failedCount'] as const
type Counters = Record<(typeof COUNTERS)[number] | 'processedRows', number>

class ImportFailedError extends Error {}

/**
 * Runs an import stored by acceptImport: reads the file twice (count, then
 * process) in chunks (chunkSize()), one transaction each, and stores the
 * result workbook. Used by ImportPlayersJob and by `node ace import:wta|atp`.
 * A bad row is an outcome, never an exception; an unreadable file fails the import.
 */
export async function runImport(importId: number): Promise<PlayerImport | null> {
  const record = await PlayerImport.find(importId)
  if (!record || record.status === 'done') return record
  const i18n = i18nManager.locale(record.locale)
  const directory = app.tmpPath('imports')
  const sourcePath = `${directory}/${randomUUID()}.${importFormat(record.fileKey)}`
  const resultPath = `${directory}/${randomUUID()}.xlsx`
  try {
    await mkdir(directory, { recursive: true })
    await pipeline(await drive.use().getStream(record.fileKey), createWriteStream(sourcePath))
    const format = importFormat(record.fileKey)

    const total = (await countRows(sourcePath, format)) - 1
    await db.from('import_failures').where('import_id', record.id).delete()
    const counters: Counters = {
      processedRows: 0,
      createdCount: 0,
      updatedCount: 0,
      unchangedCount: 0,
      failedCount: 0,
    }
    await record
      .merge({
        status: 'running',
        error: null,
        totalRows: Math.max(total, 0),
        registriesCount: Math.max(total, 0),
        ...counters,
      })
      .save()

    const rows = readRows(sourcePath, format)
    const first = await rows.next()
    if (first.done) throw new ImportFailedError('imports.refused.no_rows')
    const header = first.value.cells
    const { columns, missing } = mapColumns(header)
    if (missing.length > 0) throw new ImportFailedError('imports.refused.missing_columns')

    const nationalities = await Nationalities.load()
    const result = new ResultWorkbook(resultPath, header, i18n)
    const target = { tournamentId: record.tournamentId, tour: record.tour as Tour }
    /** Passport → first line it appeared on, across the whole file. */
    const seen = new Map<string, number>()
    let chunk: SourceRow[] = []
    const size = chunkSize()

    const flush = async () => {
      const pending = chunk.map((row) => pendingRow(row, header.length, columns, nationalities))
      chunk = []
      markDuplicates(pending, seen)
      const outcomes = await withUniqueRetry(() =>
        db.transaction(async (trx) => {
          const done = await applyRows(trx, target, pending)
          const failures = done.filter((row) => row.outcome === 'failed')
          if (failures.length > 0) {
            await ImportFailure.createMany(
              failures.map((row) => ({
                importId: record.id,
                line: row.line,
                passport: row.passport?.slice(0, 60) ?? null,
                fullName: row.fullName?.slice(0, 210) ?? null,
                reason: reasonText(i18n, row).slice(0, 255),
              })),
              { client: trx }
            )
          }
          const next = addCounts(counters, done)
          await trx
            .from('imports')
            .where('id', record.id)
            .update({
              processed_rows: next.processedRows,
              created_count: next.createdCount,
              updated_count: next.updatedCount,
              unchanged_count: next.unchangedCount,
              failed_count: next.failedCount,
              /** Progress is also a heartbeat: see interrupted_imports.ts. */
              updated_at: sqlTimestamp(DateTime.now()),
            })
          return done
        })
      )
      Object.assign(counters, addCounts(counters, outcomes))
      result.add(outcomes)
      /** Let the web process serve requests between chunks (the worker may run inside it). */
      await yieldToEventLoop()
    }

    for await (const row of rows) {
      chunk.push(row)
      if (chunk.length >= size) await flush()
    }
    if (chunk.length > 0) await flush()
    await result.finish()

    const key = resultKey(record.fileKey)
    await moveOntoDisk(resultPath, key)
    await record.refresh()
    await record
      .merge({
        status: 'done',
        resultFileKey: key,
        resultFileName: resultFileName(record.importedFileName),
      })
      .save()
  } catch (error) {
    const known = error instanceof ImportFailedError
    if (!known) logger.error({ err: error, importId }, 'player import failed')
    await record.refresh()
    await record
      .merge({ status: 'failed', error: known ? error.message : 'imports.errors.unreadable' })
      .save()
  } finally {
    await rm(sourcePath, { force: true })
    await rm(resultPath, { force: true })
  }
  return record
}

/** Cells beyond the header have no column: dropped, so the result's last columns line up. */
function pendingRow(
  row: SourceRow,
  width: number,
  columns: ColumnMap,
  nationalities: Nationalities
): PendingRow {
  const cells = Array.from({ length: width }, (_, index) => row.cells[index] ?? '')
  return { line: row.line, cells, check: checkRow(cells, columns, nationalities) }
}

/** A passport seen on an earlier line of the same file: the later row is refused. */
function markDuplicates(rows: PendingRow[], seen: Map<string, number>) {
  for (const row of rows) {
    if (!row.check.ok) continue
    const { passport } = row.check.values
    const first = seen.get(passport)
    if (first === undefined) seen.set(passport, row.line)
    else {
      row.check = {
        ok: false,
        reasons: [{ key: 'duplicate_passport', data: { line: first } }],
        identity: identityOf(row.check),
      }
    }
  }
}

function addCounts(counters: Counters, outcomes: RowOutcome[]): Counters {
  const next = { ...counters, processedRows: counters.processedRows + outcomes.length }
  for (const { outcome } of outcomes) next[`${outcome}Count`] += 1
  return next
}

/**
 * Two imports of the same list at once may both insert a passport; the
 * unique index refuses the second, whose chunk then reruns and finds it.
 */
async function withUniqueRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error
    }
  }
}
