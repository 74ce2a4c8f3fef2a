import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * node ace db:generate --forms=100000 --seed=42 [--fresh] [--duplicates=300]
 *   [--passages=1000000 --meals=200000]
 *
 * Fills the configured database (SQLite or PostgreSQL) with a realistic
 * tournament for load tests and demos, deterministically from the seed.
 * Refused in production.
 */
export default class DbGenerate extends BaseCommand {
  static commandName = 'db:generate'
  static description =
    'Fill the database with a generated tournament: forms of every type and state, details, logs, photos and staff'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'How many forms to create', default: 100_000 })
  declare forms: number

  @flags.number({ description: 'Seed of the generator: same seed, same data', default: 42 })
  declare seed: number

  @flags.number({
    description:
      'How many of the last forms are an earlier person asking again (accents, surnames, DNI letter, birth-date typo)',
    default: 0,
  })
  declare duplicates: number

  @flags.boolean({ description: 'Delete every form (details and logs too) first' })
  declare fresh: boolean

  @flags.number({
    description: 'Door passages by approved holders over the last 14 days (the reports)',
    default: 0,
  })
  declare passages: number

  @flags.number({
    description: 'Meals and purchases by approved holders over the last 14 days (the reports)',
    default: 0,
  })
  declare meals: number

  async run() {
    if (this.app.inProduction) {
      this.logger.error('db:generate fills the database with made-up people: refused in production')
      this.exitCode = 1
      return
    }
    if (!Number.isInteger(this.forms) || this.forms < 1 || this.forms > 10_000_000) {
      this.logger.error('--forms must be a whole number between 1 and 10,000,000')
      this.exitCode = 1
      return
    }
    if (!Number.isInteger(this.seed)) {
      this.logger.error('--seed must be a whole number')
      this.exitCode = 1
      return
    }

    const { generateTournamentData } = await import('#database/generators/tournament_data')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    this.logger.info(
      `Generating ${this.forms} forms with seed ${this.seed} on ${db.connection().dialect.name}${this.fresh ? ' (fresh)' : ''}`
    )
    try {
      const summary = await generateTournamentData({
        forms: this.forms,
        seed: this.seed,
        fresh: !!this.fresh,
        duplicates: this.duplicates,
        log: (message) => this.logger.info(message),
      })
      const rate = Math.round(summary.forms / (summary.timings.forms / 1000))
      this.logger.success(
        `${summary.forms} forms, ${summary.details} details, ${summary.logs} logs, ` +
          `${summary.photos} with a photo, ${summary.staff} staff users`
      )
      this.logger.info(`by type: ${JSON.stringify(summary.byType)}`)
      this.logger.info(`by state: ${JSON.stringify(summary.byState)}`)
      this.logger.info(
        `timings (ms): ${JSON.stringify(summary.timings)}; ${rate} forms/s with details and logs`
      )
      if (this.passages > 0 || this.meals > 0) {
        const { generateActivity } = await import('#database/generators/activity_data')
        await generateActivity({
          passages: Math.max(0, Math.floor(this.passages)),
          meals: Math.max(0, Math.floor(this.meals)),
          seed: this.seed,
          vacuum: true,
          log: (message) => this.logger.info(message),
        })
      }
      this.result = summary
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
    }
  }
}
