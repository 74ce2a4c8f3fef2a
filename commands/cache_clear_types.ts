import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { CACHE_TYPES, clearCacheTypes, isCacheType } from '#services/configuration/cache_types'

/**
 * node ace cache:clear-types options permissions
 *
 * The Clear Cache screen from a shell: drops the cached option lists or
 * permission templates on every app instance (cache tags, Redis bus).
 */
export default class CacheClearTypes extends BaseCommand {
  static commandName = 'cache:clear-types'
  static description = `Clear cached data by type (${CACHE_TYPES.join(', ')}) on every app instance`
  static options: CommandOptions = { startApp: true }

  @args.spread({ description: `One or more of: ${CACHE_TYPES.join(', ')}` })
  declare types: string[]

  async run() {
    const unknown = this.types.filter((type) => !isCacheType(type))
    if (this.types.length === 0 || unknown.length > 0) {
      this.logger.error(
        `Give one or more types among: ${CACHE_TYPES.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`
      )
      this.exitCode = 1
      return
    }
    await clearCacheTypes(this.types.filter(isCacheType))
    this.logger.success(`Cleared: ${this.types.join(', ')}`)
  }
}
