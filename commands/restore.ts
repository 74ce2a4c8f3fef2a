import { resolve } from 'node:path'
import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { BackupRefused } from '#services/backup/embedded_setup'
import { restoreBackup } from '#services/backup/restore_backup'

/**
 * node ace restore <archive> [--force]
 *
 * Puts a `node ace backup` archive back on a stopped app: the database and
 * the private files are replaced by the archive's. A damaged archive, or an
 * app still running, is refused and nothing changes. Run
 * `node ace migration:run` afterwards if the code is newer than the backup
 * (`npm start` does).
 */
export default class Restore extends BaseCommand {
  static commandName = 'restore'
  static description = 'Replace the embedded database and private files with a backup archive'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Path of the archive written by node ace backup' })
  declare archive: string

  @flags.boolean({ description: 'Do not ask for confirmation' })
  declare force: boolean

  async run() {
    if (!this.force) {
      const confirmed = await this.prompt.confirm(
        "Replace the database and every private file with the archive's?"
      )
      if (!confirmed) return
    }
    try {
      const result = await restoreBackup(resolve(this.app.makePath(), this.archive))
      this.logger.success(
        `Restored the backup of ${result.createdAt}: the database and ${result.files} files. Start the app.`
      )
      if (result.missing.length) {
        this.logger.warning(
          `${result.missing.length} files were already missing when it was taken (node ace privacy:orphans lists them)`
        )
      }
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
