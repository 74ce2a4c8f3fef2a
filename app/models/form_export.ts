import { FormExportSchema } from '#database/schema'

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

/** A queued Excel export of a staff list, followed by its owner in the exports panel. */
export default class FormExport extends FormExportSchema {}
