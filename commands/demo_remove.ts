import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * node ace demo:remove [--force]
 *
 * Going live on a database that holds the demo: removes the demo accounts
 * (and db:generate's staff), the made-up requests with their files, the
 * demo players and the demo's badge designs with their images; keeps
 * tournaments, restaurants, print stations and permission templates.
 * Create your own administrator first (node ace admin:create).
 */
export default class DemoRemove extends BaseCommand {
  static commandName = 'demo:remove'
  static description = 'Remove the demo accounts, requests and players (going live)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Do not ask for confirmation' })
  declare force: boolean

  async run() {
    const confirmed =
      this.force ||
      (await this.prompt.confirm('Remove the demo accounts, requests and players for good?'))
    if (!confirmed) {
      this.logger.info('Nothing was removed')
      return
    }
    const { removeDemoData } = await import('#database/demo/remove_demo_data')
    const outcome = await removeDemoData()
    if (!outcome.removed) {
      this.logger.error(
        'No administrator of your own: create one first (node ace admin:create), then run this again'
      )
      this.exitCode = 1
      return
    }
    this.logger.success(
      `Removed ${outcome.accounts} demo accounts, ${outcome.requests} requests and ${outcome.players} demo players`
    )
  }
}
