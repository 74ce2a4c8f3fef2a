import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * node ace audit:prune
 *
 * Deletes the audit trail's rows older than the retention set in
 * Configuration → Sign-in. Run daily beside privacy:purge, e.g. cron
 * `20 4 * * * cd /srv/accreditations && node ace audit:prune`.
 */
export default class AuditPrune extends BaseCommand {
  static commandName = 'audit:prune'
  static description = 'Delete audit trail rows older than the retention (Configuration → Sign-in)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { signInSettings } = await import('#services/auth/sign_in_settings')
    const { pruneAudit } = await import('#services/audit/audit_trail')
    const { auditRetentionDays } = await signInSettings()
    const deleted = await pruneAudit(auditRetentionDays)
    this.logger.success(`Deleted ${deleted} audit rows older than ${auditRetentionDays} days`)
  }
}
