import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { KEEP_CHANGES_DAYS, pruneFormChanges } from '#services/devices/change_pruning'

/**
 * node ace devices:prune-changes
 *
 * Prunes the devices' change log past its kept days (the web processes do it
 * every hour). Safe to repeat.
 */
export default class DevicesPruneChanges extends BaseCommand {
  static commandName = 'devices:prune-changes'
  static description = `Prune the devices' change log older than ${KEEP_CHANGES_DAYS} days`
  static options: CommandOptions = { startApp: true }

  async run() {
    const count = await pruneFormChanges()
    this.logger.success(`${count} changes pruned`)
  }
}
