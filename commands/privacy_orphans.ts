import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { checkOrphanFiles } from '#services/privacy/orphan_files'

/**
 * node ace privacy:orphans [--delete]
 *
 * Lists request files, collection signatures, import files and badge
 * template images on the private disk that no row names, and rows whose file
 * is missing; also temporary
 * uploads a stopped process left and the file mailer's messages to
 * addresses no row holds. With --delete all but the rows are deleted.
 * Fails (exit code 1) when it finds any, so a scheduled run is noticed.
 */
export default class PrivacyOrphans extends BaseCommand {
  static commandName = 'privacy:orphans'
  static description =
    'Report private files without a row, rows whose file is missing, upload leftovers and mails to nobody known'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Delete the files no row names, upload leftovers and those mails' })
  declare delete: boolean

  async run() {
    const report = await checkOrphanFiles({ deleteOrphans: this.delete === true })
    for (const key of report.filesWithoutRow) this.logger.warning(`file without a row: ${key}`)
    for (const key of report.rowsWithoutFile) this.logger.warning(`row without its file: ${key}`)
    for (const path of report.uploadLeftovers)
      this.logger.warning(`upload left by a stopped process: ${path}`)
    for (const path of report.mailsWithoutRow)
      this.logger.warning(`mail to an address no row holds: ${path}`)
    const files =
      report.filesWithoutRow.length + report.uploadLeftovers.length + report.mailsWithoutRow.length
    if (files + report.rowsWithoutFile.length === 0) {
      this.logger.success('Every private file has its row and every row its file')
      return
    }
    this.logger.info(
      `${report.filesWithoutRow.length} files without a row, ${report.uploadLeftovers.length} upload leftovers, ${report.mailsWithoutRow.length} mails to nobody known${this.delete ? ` (${report.deleted} deleted)` : ''}, ${report.rowsWithoutFile.length} rows without their file`
    )
    if (!this.delete || report.rowsWithoutFile.length > 0) this.exitCode = 1
  }
}
