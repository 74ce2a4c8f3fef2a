import { BaseSchema } from '@adonisjs/lucid/schema'
import { rebuildTallies } from '#support/report_tallies'

/**
 * The reports' hourly tallies (decision 0260), counted from the rows that
 * exist when the table is made; from then on added to by the writers.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('report_tallies', (table) => {
      table.increments('id')
      /** decision, print, collect, meal, passage. */
      table.string('fact', 12).notNullable()
      /** The UTC hour counted. */
      table.timestamp('hour').notNullable()
      /** The forms' tournament; 0 for passages (their zone names it). */
      table.integer('tournament_id').notNullable().defaultTo(0)
      table.string('form_type', 20).notNullable().defaultTo('')
      table.string('category', 20).notNullable().defaultTo('')
      /** The reviewer (decision), restaurant (meal) or zone (passage); 0 for none. */
      table.integer('subject_id').notNullable().defaultTo(0)
      /** The decision's new state, a meal's kind (credit/amount), a passage's direction:verdict. */
      table.string('detail', 20).notNullable().defaultTo('')
      table.integer('count').notNullable().defaultTo(0)
      /** Meals: credits or cents; passages: those that changed who is inside. */
      table.bigInteger('total').notNullable().defaultTo(0)
      table.unique([
        'fact',
        'hour',
        'tournament_id',
        'form_type',
        'category',
        'subject_id',
        'detail',
      ])
    })
    /** The requests report groups forms by tournament, type and hour received, reading the index alone. */
    this.schema.alterTable('forms', (table) => {
      table.index(
        ['tournament_id', 'created_at', 'type', 'category', 'state'],
        'forms_reports_received_index'
      )
    })
    this.defer(async (client) => {
      await rebuildTallies(client)
    })
  }

  async down() {
    this.schema.alterTable('forms', (table) => {
      table.dropIndex([], 'forms_reports_received_index')
    })
    this.schema.dropTable('report_tallies')
  }
}
