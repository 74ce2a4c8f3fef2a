import ExcelJS from 'exceljs'

/** A cell as the text a person sees: rich text joined, formulas by their result, dates as ISO days. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== 'object') return String(value)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
  if ('text' in value) return String(value.text)
  if ('error' in value) return ''
  return ''
}

/**
 * The first worksheet, streamed: memory stays flat however long the list.
 * Yields each row with its sheet row number (the header is usually row 1).
 */
export async function* xlsxRows(path: string): AsyncGenerator<{ line: number; cells: string[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
  })
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      /** `row.values` is 1-based and sparse. */
      const values = (row.values as ExcelJS.CellValue[]).slice(1)
      yield { line: row.number, cells: Array.from(values, (value) => cellText(value)) }
    }
    return
  }
}
