import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A support-team member's request for a listed player.
 * The player's limits are counted over these rows.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('player_details', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      /** Kept when the player leaves the list, so the request still shows who it was for. */
      table
        .integer('default_player_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('default_players')
        .onDelete('SET NULL')
      table.string('player_name', 210).notNullable().defaultTo('')
      table.string('tour', 3).nullable()
      table.string('draw', 20).notNullable()
      table.string('role', 30).notNullable()
      /** A day pass (datePermission, no endPermission) rather than a team member for the whole event. */
      table.boolean('day_pass').notNullable().defaultTo(false)
      table.date('date_permission').nullable()
      table.date('end_permission').nullable()
      table.string('passport_photo_path', 255).nullable()
      /** Free meals for the player's coaches. */
      table.boolean('assign_food').notNullable().defaultTo(false)
      table.index(['default_player_id', 'day_pass'])
    })
  }

  async down() {
    this.schema.dropTable('player_details')
  }
}
