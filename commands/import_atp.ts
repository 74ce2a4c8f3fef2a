import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { importFromCommand } from '#services/imports/import_command'

/**
 * node ace import:atp path/to/list.xlsx
 *
 * The ATP import screen from a shell (README "Player imports"): same
 * checks, same outcomes, run at once; exits non-zero when the file is refused.
 */
export default class ImportAtp extends BaseCommand {
  static commandName = 'import:atp'
  static description = 'Import the ATP player list (xlsx or csv) into the default players'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Path of the .xlsx or .csv file' })
  declare path: string

  @flags.number({ description: 'Tournament id (default: the current tennis tournament)' })
  declare tournament?: number

  async run() {
    await importFromCommand(this, 'ATP', this.path, this.tournament)
  }
}
