import type FormExport from '#models/form_export'
import type { ExportStatus } from '#models/form_export'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** An export in its owner's panel: how it is going, and whether its file can be fetched. */
export default class FormExportTransformer extends BaseTransformer<FormExport> {
  toObject() {
    const item = this.resource
    return {
      id: item.id,
      type: item.type,
      status: item.status as ExportStatus,
      rows: item.rows,
      createdAt: item.createdAt.toISO()!,
      ready: item.status === 'done' && item.file !== null,
    }
  }
}
