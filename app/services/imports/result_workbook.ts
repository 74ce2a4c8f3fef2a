import ExcelJS from 'exceljs'
import type { I18n } from '@adonisjs/i18n'
import type { RowOutcome } from '#services/imports/apply_rows'
import { inertCell } from '#services/security/spreadsheet_cells'

/** Every row of the file as it came, with its outcome and reason (streamed: flat memory). */
export class ResultWorkbook {
  #workbook: ExcelJS.stream.xlsx.WorkbookWriter
  #sheet: ExcelJS.Worksheet
  #i18n: I18n

  constructor(path: string, header: string[], i18n: I18n) {
    this.#i18n = i18n
    this.#workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path })
    this.#sheet = this.#workbook.addWorksheet(i18n.t('imports.result.sheet'))
    this.#sheet
      .addRow([
        i18n.t('imports.result.line'),
        ...header.map(inertCell),
        i18n.t('imports.result.outcome'),
        i18n.t('imports.result.reason'),
      ])
      .commit()
  }

  add(rows: RowOutcome[]) {
    for (const row of rows) {
      this.#sheet
        .addRow([
          row.line,
          ...row.cells.map(inertCell),
          this.#i18n.t(`imports.outcomes.${row.outcome}`),
          reasonText(this.#i18n, row),
        ])
        .commit()
    }
  }

  async finish() {
    this.#sheet.commit()
    await this.#workbook.commit()
  }
}

export function reasonText(i18n: I18n, row: Pick<RowOutcome, 'reasons'>) {
  return row.reasons.map(({ key, data }) => i18n.t(`imports.reasons.${key}`, data)).join('; ')
}
