import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { checkOrphanFiles } from '#services/privacy/orphan_files'

/**
 * node ace privacy:orphans [--delete]
 *
 * Lists request files, collection signatures and import files on the private
 * disk that no row names, and rows whose file is missing; with --delete the
 * files without a row are deleted. Fails (exit code 1) when it finds either,
 * so a scheduled run is noticed.
 */
export default class PrivacyOrphans extends BaseCommand {
  static commandName = 'privacy:orphans'
  static description = 'Report private files without a row and rows whose file is missing'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Delete the files no row names' })
  declare delete: boolean

  async run() {
    const report = await checkOrphanFiles({ deleteOrphans: this.delete === true })
    for (const key of report.filesWithoutRow) this.logger.warning(`file without a row: ${key}`)
    for (const key of report.rowsWithoutFile) this.logger.warning(`row without its file: ${key}`)
    const found = report.filesWithoutRow.length + report.rowsWithoutFile.length
    if (found === 0) {
      this.logger.success('Every private file has its row and every row its file')
      return
    }
    this.logger.info(
      `${report.filesWithoutRow.length} files without a row${this.delete ? ` (${report.deleted} deleted)` : ''}, ${report.rowsWithoutFile.length} rows without their file`
    )
    if (!this.delete || report.rowsWithoutFile.length > 0) this.exitCode = 1
  }
}
