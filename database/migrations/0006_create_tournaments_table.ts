import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('tournaments', (table) => {
      table.increments('id')
      table.integer('year').notNullable()
      table.string('sport', 10).notNullable()
      table.string('name', 160).notNullable()
      table.date('starts_on').notNullable()
      table.date('ends_on').notNullable()
      /** Exactly one current tournament per sport (enforced by the service that switches it). */
      table.boolean('is_current').notNullable().defaultTo(false)
      /** Form types accepting requests, as a JSON array of slugs. */
      table.text('open_form_types').notNullable().defaultTo('[]')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['sport', 'year'])
      table.index(['sport', 'is_current'])
    })
  }

  async down() {
    this.schema.dropTable('tournaments')
  }
}
