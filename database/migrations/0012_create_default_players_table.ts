import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  /** Players expected at a tournament (Configuration → Default players). */
  async up() {
    this.schema.createTable('default_players', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      table.string('name', 80).notNullable()
      table.string('last_name', 120).notNullable()
      table.string('tour', 3).notNullable()
      table
        .integer('nationality_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('countries')
        .onDelete('SET NULL')
      table.string('passport', 40).nullable()
      /** Five team members instead of three. */
      table.boolean('in_quarter_finals').notNullable().defaultTo(false)
      /** Six day passes instead of three. */
      table.boolean('is_spanish').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      /** NULL passports never collide, on SQLite as on PostgreSQL. */
      table.unique(['tournament_id', 'passport'])
      table.index(['tournament_id', 'last_name'])
    })
  }

  async down() {
    this.schema.dropTable('default_players')
  }
}
