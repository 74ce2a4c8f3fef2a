import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { applyAllResetRules } from '#services/restaurants/reset_credits'

/**
 * node ace restaurant:reset-credits
 *
 * Applies every reset-credit rule (Configuration → Reset credits) to this
 * year's credentials. Meant to run once a day before the restaurants open,
 * e.g. from cron: `30 5 * * * cd /srv/accreditations && node ace restaurant:reset-credits`.
 */
export default class RestaurantResetCredits extends BaseCommand {
  static commandName = 'restaurant:reset-credits'
  static description = "Apply every reset-credit rule to this year's credentials"
  static options: CommandOptions = { startApp: true }

  async run() {
    const results = await applyAllResetRules()
    if (results.length === 0) this.logger.info('No reset-credit rule is configured.')
    for (const { rule, count } of results) {
      this.logger.success(
        `Rule ${rule.id}: ${rule.sourceColumn} in ${rule.sourceValues} → ${rule.targetColumn} = ${rule.targetValue} (${count} credentials)`
      )
    }
  }
}
