import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { nightCheckout } from '#services/doors/night_checkout'

/**
 * node ace doors:checkout
 *
 * Checks out everyone still inside the zones whose night hour has come
 * (Configuration → Zones and doors). The web processes do it every minute;
 * this runs it from a shell or cron. Safe to repeat: once per zone and night.
 */
export default class DoorsCheckout extends BaseCommand {
  static commandName = 'doors:checkout'
  static description = 'Check out everyone still inside the zones whose night hour has come'
  static options: CommandOptions = { startApp: true }

  async run() {
    const count = await nightCheckout()
    this.logger.success(`${count} checked out`)
  }
}
