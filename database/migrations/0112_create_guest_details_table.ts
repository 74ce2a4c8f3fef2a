import { BaseSchema } from '@adonisjs/lucid/schema'

/** A player's guest: at most three per player, one with free food. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('guest_details', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table
        .integer('default_player_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('default_players')
        .onDelete('SET NULL')
      table.string('player_name', 210).notNullable().defaultTo('')
      table.string('guest_type', 20).notNullable()
      table.boolean('day_pass').notNullable().defaultTo(false)
      table.date('date_permission').nullable()
      /** Reserved for the player (a seat in the player's box) or not. */
      table.boolean('reserved').notNullable().defaultTo(false)
      table.boolean('assign_food').notNullable().defaultTo(false)
      /** Who asked: the team member's form, the player's private link or staff. */
      table.string('source', 10).notNullable()
      table.index(['default_player_id'])
    })
  }

  async down() {
    this.schema.dropTable('guest_details')
  }
}
