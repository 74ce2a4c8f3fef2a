import { randomUUID } from 'node:crypto'
import { auditEventOf, linkAuditForms } from '#services/audit/audit_trail'
import { mkdir, rm } from 'node:fs/promises'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import FormExport from '#models/form_export'
import { formType } from '#forms/registry'
import type { Locale } from '#config/i18n'
import type { ListFilters } from '#services/forms/form_list'
import { writeFormsWorkbook } from '#services/exports/forms_workbook'
import { pruneExpiredExports, storeExport } from '#services/exports/export_files'
import FormsExportMail from '#mails/forms_export_mail'

export type ExportFormsPayload = {
  userId: number
  type: string
  filters: ListFilters
  locale: Locale
  /** Its row in the exports panel (jobs queued before the panel have none). */
  exportId?: number
}

/**
 * "We will send you an email with Excel file": builds the list's
 * selection as .xlsx off the request, stores it privately and mails the
 * staff member a signed link. A failure is logged and mailed, not retried:
 * a retry would redo the whole export and could mail twice.
 */
export default class ExportFormsJob extends Job<ExportFormsPayload> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    const { userId, type, filters, locale, exportId } = this.payload
    const user = await User.find(userId)
    if (!user) return
    const record = exportId ? await FormExport.find(exportId) : null
    await record?.merge({ status: 'running' }).save()
    const directory = app.tmpPath('exports')
    const path = `${directory}/${randomUUID()}.xlsx`
    try {
      const definition = formType(type)
      if (!definition) throw new Error(`unknown form type ${type}`)
      await mkdir(directory, { recursive: true })
      const held: number[] = []
      const rows = await writeFormsWorkbook(
        definition,
        filters,
        locale,
        { filename: path },
        (ids) => held.push(...ids)
      )
      const file = await storeExport(path)
      await record?.merge({ status: 'done', rows, file }).save()
      /** The requests it held, on the export's row of the audit trail (a person's data export). */
      const eventId = record && (await auditEventOf('export', 'form_export', record.id))
      if (eventId) await linkAuditForms(eventId, held)
      await mail.sendLater(new FormsExportMail(user, locale, { type, file, rows }))
      await pruneExpiredExports()
    } catch (error) {
      logger.error({ err: error, userId, type }, 'forms export failed')
      await record?.merge({ status: 'failed' }).save()
      await mail.sendLater(new FormsExportMail(user, locale, null))
    } finally {
      await rm(path, { force: true })
    }
  }
}
