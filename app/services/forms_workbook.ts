import type { Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import i18nManager from '@adonisjs/i18n/services/main'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import Tournament from '#models/tournament'
import type { FormTypeDefinition } from '#forms/definition'
import { optionLists } from '#forms/option_lists'
import { filteredForms, listScope, type ListFilters } from '#services/form_list'
import { exportColumns, optionLabels, type OptionLabels } from '#services/export_columns'

/** Rows read from the database at a time: bounded memory whatever the selection. */
export const EXPORT_CHUNK = 1000

/** Sheet XML allowed to wait for the zip before the next chunk is read. */
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

export type WorkbookTarget = { filename: string } | { stream: Writable }

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
    const forms: Record<string, unknown>[] = await filteredForms(definition, filters, scope)
      .select('forms.*')
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
  const [row] = await filteredForms(
    definition,
    filters,
    await listScope(definition, filters)
  ).count('* as total')
  return Number(row.$extras.total)
}

/**
 * Writes the list's current selection as one .xlsx sheet with exceljs's
 * streaming writer: each row is committed (flushed) as soon as it is
 * written, so the workbook never sits in memory. Returns the row count.
 */
export async function writeFormsWorkbook(
  definition: FormTypeDefinition,
  filters: ListFilters,
  locale: string,
  target: WorkbookTarget
): Promise<number> {
  const i18n = i18nManager.locale(locale)
  const { default: Detail } = await definition.detail()
  const columns = exportColumns(definition, Detail, i18n)
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    ...target,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(i18n.t(`form_types.${definition.slug}`).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width,
    style: numFmt ? { numFmt } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()

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
  for await (const chunk of formChunks(definition, filters, Detail)) {
    for (const id of new Set(chunk.map(({ form }) => Number(form.tournament_id))))
      await labelsFor(id)
    for (const { form, detail } of chunk) {
      const labels = labelsByTournament.get(Number(form.tournament_id))!
      sheet.addRow(columns.map((column) => column.value({ form, detail, labels }))).commit()
      count += 1
    }
    await zipCaughtUp(sheet)
  }
  sheet.commit()
  await workbook.commit()
  return count
}
