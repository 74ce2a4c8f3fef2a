import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { purgeExpired } from '#services/privacy/retention_purge'

/**
 * node ace privacy:purge [--dry-run]
 *
 * Deletes the files and blanks the identity data of requests whose
 * tournament ended more than its retention period ago (Configuration →
 * Tournaments). Run daily, e.g. cron `15 4 * * * cd /srv/accreditations && node ace privacy:purge`.
 */
export default class PrivacyPurge extends BaseCommand {
  static commandName = 'privacy:purge'
  static description = 'Purge files and identity data of requests past their tournament retention'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'List what would be purged, change nothing' })
  declare dryRun: boolean

  async run() {
    const report = await purgeExpired({ dryRun: this.dryRun === true })
    const verb = this.dryRun ? 'Would purge' : 'Purged'
    this.logger.success(
      `${verb} ${report.forms} requests, ${report.collectives} collections and ${report.files} files${report.missingFiles ? ` (${report.missingFiles} already missing)` : ''}`
    )
  }
}
