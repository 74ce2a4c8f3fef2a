import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FileAccessKind, FileAccessRow } from '#services/privacy/file_access_log'
import { storedMoment } from '#support/sql_time'

/** One opening of an applicant's file or a download: what, which request, by whom, when. */
export default class FileAccessTransformer extends BaseTransformer<FileAccessRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      kind: String(row.kind) as FileAccessKind,
      detail: row.detail ? String(row.detail) : null,
      formId: row.form_id ? Number(row.form_id) : null,
      by: row.user_name ? `${row.user_name} ${row.user_last_name}` : null,
      at: storedMoment(row.created_at)?.toISOString() ?? '',
    }
  }
}
