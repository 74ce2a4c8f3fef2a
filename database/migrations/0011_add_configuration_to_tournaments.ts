import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tournaments', (table) => {
      /** Press accreditation days; they may start before the tournament. */
      table.date('press_starts_on').nullable()
      table.date('press_ends_on').nullable()
      /** The earliest and latest dates the public forms accept (unset: no limit). */
      table.date('forms_open_on').nullable()
      table.date('forms_close_on').nullable()
      /** Player team requests open (the player-closed page shows otherwise). */
      table.boolean('players_open').notNullable().defaultTo(true)
    })
    /**
     * At most one current tournament per sport, even when two admins switch at once;
     * the switch service keeps it at exactly one. Partial indexes work on SQLite and PostgreSQL.
     */
    this.schema.raw(
      'CREATE UNIQUE INDEX tournaments_one_current_per_sport ON tournaments (sport) WHERE is_current'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX tournaments_one_current_per_sport')
    this.schema.alterTable('tournaments', (table) => {
      table.dropColumn('press_starts_on')
      table.dropColumn('press_ends_on')
      table.dropColumn('forms_open_on')
      table.dropColumn('forms_close_on')
      table.dropColumn('players_open')
    })
  }
}
