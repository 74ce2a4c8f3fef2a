import { resolve } from 'node:path'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { BackupRefused } from '#services/backup/embedded_setup'
import { takeBackup } from '#services/backup/take_backup'

/**
 * node ace backup [--to=backups]
 *
 * A consistent copy of the embedded setup while the app runs: the SQLite
 * database and the private files its rows name, in one owner-only dated
 * archive (decision 0085). Schedule it, e.g. cron
 * `0 * * * * cd /srv/accreditations && node ace backup`, and copy the
 * archives off the machine. On PostgreSQL or S3 it refuses and names the
 * tools to use instead (README, "Backups").
 */
export default class Backup extends BaseCommand {
  static commandName = 'backup'
  static description = 'Back up the embedded database and private files into a dated archive'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Folder for the archive (created owner-only)', default: 'backups' })
  declare to: string

  async run() {
    try {
      const result = await takeBackup(resolve(this.app.makePath(), this.to))
      for (const key of result.missing) {
        this.logger.warning(`a row names a file that was already missing: ${key}`)
      }
      const megabytes = (result.bytes / 1024 / 1024).toFixed(1)
      this.logger.success(
        `Backup written to ${result.path}: the database and ${result.files} files, ${megabytes} MB. Keep a copy on another machine.`
      )
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
