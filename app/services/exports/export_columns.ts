import { excelWallClock } from '#services/i18n/time_zone'
import { activeFlags, parseFlags } from '#support/permission_flags'
import type { I18n } from '@adonisjs/i18n'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import Form from '#models/form'
import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import { propOf } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import type { ExportCell, ExportContext, OptionLabels } from '#forms/kinds/kind'
import type { OptionListName, OptionLists } from '#forms/option_lists'
import { storedMoment } from '#support/sql_time'

export type { OptionLabels }

export type CellValue = ExportCell

/**
 * What one row needs to fill its cells: plain database rows keyed by column
 * (no Lucid models, which cost time and garbage at 100,000 rows).
 */
export type ExportRow = {
  form: Record<string, unknown>
  detail: Record<string, unknown> | null
  labels: OptionLabels
}

export type ExportColumn = {
  header: string
  key: string
  width: number
  numFmt?: string
  value: (row: ExportRow) => CellValue
}

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm'

/** A cell's Date: Excel shows a Date's UTC fields as they are. */
function excelDate(raw: unknown, withTime: boolean): Date | null {
  const value = storedMoment(raw)
  if (!value || Number.isNaN(value.getTime())) return null
  /** A moment (a timestamp) is shown in the organiser's zone; a calendar date is what it is. */
  if (withTime) return excelWallClock(value)
  return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()))
}

/** Field labels are written for mid-sentence use in messages; a column header starts upper-case. */
function headerOf(label: string) {
  return label.charAt(0).toLocaleUpperCase() + label.slice(1)
}

export function optionLabels(lists: OptionLists): OptionLabels {
  return new Map(
    Object.entries(lists).map(([list, options]) => [
      list as OptionListName,
      new Map(options.map((option) => [option.value, option.label])),
    ])
  )
}

/**
 * What every field's cell shares: "yes" and "no" translated once, not once
 * per cell (100,000 rows would format the same message each time), and
 * calendar days as dates.
 */
export function exportContext(i18n: I18n): ExportContext {
  return {
    words: { yes: i18n.t('forms.yes'), no: i18n.t('forms.no') },
    calendarDay: (stored) => excelDate(stored, false),
  }
}

type Words = ExportContext['words']

/** What the lists show of the credential: printed, collected, meals, money, zones, colour. */
function credentialColumns(
  i18n: I18n,
  words: Words,
  permissions: Map<number, string>
): ExportColumn[] {
  const yesNo = (value: unknown) =>
    value === true || value === 1 || value === '1' ? words.yes : words.no
  return [
    {
      header: i18n.t('forms_export.columns.printed'),
      key: 'printed',
      width: 10,
      value: ({ form }) => yesNo(form.printed),
    },
    {
      header: i18n.t('forms_export.columns.collected'),
      key: 'collected',
      width: 10,
      value: ({ form }) => yesNo(form.collected),
    },
    {
      /** The organisation that entered it (`organisationColumn`), apart from the typed company. */
      header: i18n.t('forms_export.columns.organisation'),
      key: 'organisation',
      width: 24,
      value: ({ form }) => (typeof form.organisation === 'string' ? form.organisation : ''),
    },
    {
      header: i18n.t('forms_admin.credits'),
      key: 'credits',
      width: 10,
      value: ({ form }) => Number(form.credits ?? 0),
    },
    {
      header: i18n.t('forms_admin.amount'),
      key: 'amount',
      width: 10,
      numFmt: '0.00',
      value: ({ form }) => Number(form.amount ?? 0) / 100,
    },
    {
      header: i18n.t('forms_admin.permission'),
      key: 'permission',
      width: 18,
      value: ({ form }) =>
        form.permission_id ? (permissions.get(Number(form.permission_id)) ?? null) : null,
    },
    {
      header: i18n.t('forms_admin.custom_permission'),
      key: 'customPermission',
      width: 24,
      value: ({ form }) =>
        activeFlags(parseFlags(form.custom_permission as string)).join(', ') || null,
    },
    {
      header: i18n.t('forms_admin.color'),
      key: 'color',
      width: 10,
      value: ({ form }) => (form.color as string | null) ?? null,
    },
  ]
}

/**
 * The sheet's columns for a form type: code,
 * state and creation time, then every stored field of the registry
 * definition except files, labelled as the form labels them.
 */
export function exportColumns(
  definition: FormTypeDefinition,
  detailModel: LucidModel,
  i18n: I18n,
  permissions: Map<number, string> = new Map()
): ExportColumn[] {
  const context = exportContext(i18n)
  const states = new Map(
    ['waiting', 'approved', 'rejected'].map((state) => [
      state,
      i18n.t(`forms_admin.states.${state}`),
    ])
  )
  const common: ExportColumn[] = [
    {
      header: i18n.t('forms_export.columns.code'),
      key: 'code',
      width: 24,
      value: ({ form }) => String(form.code),
    },
    {
      header: i18n.t('forms_export.columns.state'),
      key: 'state',
      width: 12,
      value: ({ form }) => states.get(String(form.state)) ?? String(form.state),
    },
    {
      header: i18n.t('forms_export.columns.createdAt'),
      key: 'createdAt',
      width: 18,
      numFmt: DATE_TIME_FORMAT,
      value: ({ form }) => excelDate(form.created_at, true),
    },
    ...credentialColumns(i18n, context.words, permissions),
  ]
  const fields = fieldsOf(definition).flatMap((field): ExportColumn[] => {
    const exported = kindOf(field).export
    if (field.on === 'none' || !exported) return []
    const model = field.on === 'form' ? Form : detailModel
    const column = model.$keys.attributesToColumns.get(propOf(field)) ?? propOf(field)
    return [
      {
        header: headerOf(i18n.t(`validator.shared.fields.${field.name}`)),
        key: field.name,
        width: exported.width,
        numFmt: exported.numFmt,
        value: (row) => {
          const source = field.on === 'form' ? row.form : row.detail
          return exported.cell(field, source?.[column], row.labels, context)
        },
      },
    ]
  })
  return [...common, ...fields]
}
