import { PassThrough } from 'node:stream'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import ExcelJS from 'exceljs'

/**
 * The export's sheet writer (app/services/exports/workbook_sheet.ts) reaches into
 * two private parts of exceljs: the workbook's style registry and the zip
 * entry a sheet streams into. exceljs is pinned to one version; these tests
 * break, instead of exports silently slowing down or piling up in memory,
 * if an upgrade moves them.
 */
test.group('exceljs internals the export relies on', () => {
  test('exceljs is pinned to the exact version installed', async ({ assert }) => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8'))
    const installed = createRequire(import.meta.url)('exceljs/package.json').version
    assert.equal(manifest.dependencies.exceljs, installed)
  })

  test('the workbook writer keeps its style registry with addStyleModel', ({ assert }) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: new PassThrough(),
      useStyles: true,
    })
    assert.isFunction((workbook as any).styles?.addStyleModel)
  })

  test('a committed sheet streams into a zip entry with Node stream buffers', ({ assert }) => {
    const output = new PassThrough()
    output.resume()
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true })
    const sheet = workbook.addWorksheet('rows')
    sheet.addRow(['a', 1]).commit()
    const entry = (sheet as any).stream?.pipes?.[0]
    assert.exists(entry, 'the sheet pipes into a zip entry')
    assert.isNumber(entry._writableState?.length)
    assert.isNumber(entry._readableState?.length)
  })
})
