import { setImmediate as nextTurn } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import i18nManager from '@adonisjs/i18n/services/main'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import Tournament from '#models/tournament'
import Permission from '#models/permission'
import type { FormTypeDefinition } from '#forms/definition'
import { optionLists } from '#forms/option_lists'
import {
  exportedForms,
  listScope,
  organisationColumn,
  type ListFilters,
} from '#services/forms/form_list'
import { markerColumns } from '#services/history/credential_markers'
import {
  exportColumns,
  optionLabels,
  type CellValue,
  type OptionLabels,
} from '#services/exports/export_columns'
import {
  openSheet,
  type SheetSpec,
  type SheetTarget,
  type SheetWriter,
} from '#services/exports/workbook_sheet'
import { detailModel } from '#forms/definition'

/**
 * Rows read from the database at a time: bounded memory whatever the
 * selection, and few enough round trips (two per chunk) that the queries'
 * own CPU stays small beside the rows'.
 */
export const EXPORT_CHUNK = 500

/**
 * Cells are computed this many rows at a time, handing the event loop back
 * between slices: other staff's requests wait for a slice, not a chunk.
 */
const CELL_SLICE = 200

/** The same module, loaded by the worker: .ts in development (type stripping), .js when built. */
const SHEET_WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './workbook_sheet.ts' : './workbook_sheet.js',
  import.meta.url
)

/**
 * A sheet written by a worker thread: exceljs's XML and zip work (most of an
 * export's CPU) stays off the event loop that answers other requests, and
 * runs beside the database reads on the other core. One batch is in flight
 * at a time, so memory stays bounded.
 */
function sheetInWorker(filename: string, spec: SheetSpec): SheetWriter {
  const worker = new Worker(SHEET_WORKER, {
    workerData: { workbookSheet: { filename, spec } },
    /** A small heap collects the sheet's garbage early: the process's RSS stays lower. */
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  })
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = []
  let failure: Error | undefined
  const fail = (error: Error) => {
    failure ??= error
    for (const waiter of waiting.splice(0)) waiter.reject(failure)
  }
  worker.on('message', (reply: { ok?: true; error?: string }) => {
    const waiter = waiting.shift()
    if (reply.error) waiter?.reject(new Error(reply.error))
    else waiter?.resolve()
  })
  worker.on('error', fail)
  worker.on('exit', () => fail(new Error('the workbook worker stopped')))
  const send = (message: unknown) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure)
      waiting.push({ resolve, reject })
      worker.postMessage(message)
    })
  return {
    addRows: (rows) => send({ rows }),
    close: async () => {
      await send({ end: true })
      await worker.terminate()
    },
    abort: async () => {
      await worker.terminate()
    },
  }
}

export type WorkbookTarget = SheetTarget

/**
 * The selected forms, oldest first, one chunk at a time. Keyset pagination
 * on the id (not OFFSET) keeps each query as fast as the first.
 */
async function* formChunks(
  definition: FormTypeDefinition,
  filters: ListFilters,
  Detail: LucidModel
) {
  const scope = await listScope(definition, filters)
  let lastId = 0
  while (true) {
    const forms: Record<string, unknown>[] = await exportedForms(definition, filters, scope)
      .select('forms.*')
      .select(markerColumns())
      .select(organisationColumn())
      .where('forms.id', '>', lastId)
      .orderBy('forms.id', 'asc')
      .limit(EXPORT_CHUNK)
      .pojo()
    if (forms.length === 0) return
    const ids = forms.map((form) => Number(form.id))
    lastId = ids[ids.length - 1]
    const details: Record<string, unknown>[] = await Detail.query().whereIn('formId', ids).pojo()
    const byForm = new Map(details.map((detail) => [Number(detail.form_id), detail]))
    yield forms.map((form) => ({ form, detail: byForm.get(Number(form.id)) ?? null }))
    if (forms.length < EXPORT_CHUNK) return
  }
}

/** How many forms the filters select (for the direct-download limit). */
export async function countSelected(definition: FormTypeDefinition, filters: ListFilters) {
  const [row] = await exportedForms(
    definition,
    filters,
    await listScope(definition, filters)
  ).count('* as total')
  return Number(row.$extras.total)
}

/**
 * Writes the list's current selection as one .xlsx sheet with exceljs's
 * streaming writer (workbook_sheet.ts): each row is committed as soon as it
 * is written, so the workbook never sits in memory. Returns the row count.
 */
export async function writeFormsWorkbook(
  definition: FormTypeDefinition,
  filters: ListFilters,
  locale: string,
  target: WorkbookTarget,
  /** Told the ids of each batch written (the audit trail notes which requests an export held). */
  onWritten?: (formIds: number[]) => void
): Promise<number> {
  const i18n = i18nManager.locale(locale)
  const Detail = await detailModel(definition)
  const templates = await Permission.query().select('id', 'name')
  const permissions = new Map(templates.map((template) => [template.id, template.name]))
  const columns = exportColumns(definition, Detail, i18n, permissions)
  const spec: SheetSpec = {
    name: i18n.t(`form_types.${definition.slug}`).slice(0, 31),
    columns: columns.map(({ header, key, width, numFmt }) => ({ header, key, width, numFmt })),
  }
  /** Files (the queued export) are written off the event loop; small direct downloads in it. */
  const sheet =
    'filename' in target ? sheetInWorker(target.filename, spec) : openSheet(target, spec)

  /** Option labels depend on the tournament (press days, periods): one lookup per tournament. */
  const labelsByTournament = new Map<number, OptionLabels>()
  const labelsFor = async (tournamentId: number) => {
    let labels = labelsByTournament.get(tournamentId)
    if (!labels) {
      const tournament = await Tournament.findOrFail(tournamentId)
      labels = optionLabels(await optionLists(tournament, locale, (key) => i18n.t(key)))
      labelsByTournament.set(tournamentId, labels)
    }
    return labels
  }

  let count = 0
  let written: Promise<void> = Promise.resolve()
  try {
    for await (const chunk of formChunks(definition, filters, Detail)) {
      for (const id of new Set(chunk.map(({ form }) => Number(form.tournament_id))))
        await labelsFor(id)
      const rows: CellValue[][] = []
      for (let start = 0; start < chunk.length; start += CELL_SLICE) {
        if (start > 0) await nextTurn()
        for (const { form, detail } of chunk.slice(start, start + CELL_SLICE)) {
          const labels = labelsByTournament.get(Number(form.tournament_id))!
          rows.push(columns.map((column) => column.value({ form, detail, labels })))
        }
      }
      count += rows.length
      onWritten?.(chunk.map(({ form }) => Number(form.id)))
      /** The previous batch is written while this one was read. */
      await written
      written = sheet.addRows(rows)
      /** Handled where it is awaited; until then a failure must not count as unhandled. */
      written.catch(() => {})
    }
    await written
    await sheet.close()
  } catch (error) {
    await written.catch(() => {})
    await sheet.abort()
    throw error
  }
  return count
}
