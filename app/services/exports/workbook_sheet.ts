/**
 * One .xlsx sheet written with exceljs's streaming writer. Runs in the
 * request's thread (small direct downloads) or in a worker thread (the
 * queued export, see forms_workbook.ts), so this file imports nothing but
 * Node and exceljs: the worker loads it as is (.ts with Node's type
 * stripping in development, .js from the build).
 */
import { createWriteStream } from 'node:fs'
import type { Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import ExcelJS from 'exceljs'
import { inertCell } from '#services/security/spreadsheet_cells'

export type SheetColumn = { header: string; key: string; width?: number; numFmt?: string }
export type SheetSpec = { name: string; columns: SheetColumn[] }
export type SheetTarget = { filename: string } | { stream: Writable }
export type SheetWriter = {
  addRows: (rows: unknown[][]) => Promise<void>
  close: () => Promise<void>
  abort: () => Promise<void>
}

/** Sheet XML allowed to wait for the zip before more rows are accepted. */
const ZIP_BACKLOG = 4 * 1024 * 1024

/**
 * exceljs's streaming writer hands the sheet's XML to the zip without
 * waiting for it (no backpressure), so a fast producer piles the whole
 * sheet up in memory. Wait until the zip entry's buffer has drained.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet) {
  const entry = (sheet as any).stream?.pipes?.[0]
  const backlog = () => (entry?._writableState?.length ?? 0) + (entry?._readableState?.length ?? 0)
  while (backlog() > ZIP_BACKLOG) await sleep(5)
}

/**
 * exceljs gives every cell a fresh merged style object, so its per-object
 * style cache never hits and each cell renders its style's XML to find the
 * style id: a fifth of an export's time. Our cells only carry a number
 * format, so the id is remembered per format and value type.
 */
function rememberStyleIds(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (workbook as any).styles
  const addStyleModel = styles.addStyleModel.bind(styles)
  const ids = new Map<string, number>()
  styles.addStyleModel = (model: Record<string, unknown> | undefined, cellType: number) => {
    const keys = Object.keys(model ?? {})
    if (keys.some((key) => key !== 'numFmt')) return addStyleModel(model, cellType)
    const key = `${model?.numFmt ?? ''}|${cellType}`
    let id = ids.get(key)
    if (id === undefined) {
      id = addStyleModel(model, cellType) as number
      ids.set(key, id)
    }
    return id
  }
}

/** Each row is committed (flushed) as soon as it is added: the sheet never sits in memory. */
export function openSheet(target: SheetTarget, spec: SheetSpec): SheetWriter {
  /**
   * Our own file stream: given a filename, exceljs never settles its commit
   * when the file cannot be opened, so the export would hang instead of failing.
   */
  const file = 'filename' in target ? createWriteStream(target.filename) : null
  const fileFailed = new Promise<never>((_resolve, reject) => file?.once('error', reject))
  fileFailed.catch(() => {})
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file ?? (target as { stream: Writable }).stream,
    useStyles: true,
    useSharedStrings: false,
  })
  rememberStyleIds(workbook)
  const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = spec.columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width,
    style: numFmt ? { numFmt } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  return {
    async addRows(rows) {
      for (const row of rows) sheet.addRow(row.map(inertCell)).commit()
      await Promise.race([zipCaughtUp(sheet), fileFailed])
    },
    async close() {
      sheet.commit()
      await Promise.race([workbook.commit(), fileFailed])
      if (file) await finished(file)
    },
    async abort() {
      file?.destroy()
    },
  }
}

type Message = { rows: unknown[][] } | { end: true }

/** In the worker: batches of rows arrive in order, each answered once written. */
if (!isMainThread && workerData?.workbookSheet) {
  const { filename, spec } = workerData.workbookSheet as { filename: string; spec: SheetSpec }
  const writer = openSheet({ filename }, spec)
  let queue = Promise.resolve()
  parentPort!.on('message', (message: Message) => {
    queue = queue.then(async () => {
      try {
        await ('rows' in message ? writer.addRows(message.rows) : writer.close())
        parentPort!.postMessage({ ok: true })
      } catch (error) {
        parentPort!.postMessage({ error: (error as Error).message })
      }
    })
  })
}
