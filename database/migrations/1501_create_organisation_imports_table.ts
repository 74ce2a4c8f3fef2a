import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A manager's spreadsheet upload and its row-level results (created, or
 * failed with the reason), kept so the portal shows them after the upload.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('organisation_imports', (table) => {
      table.increments('id')
      table
        .integer('organisation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organisations')
        .onDelete('CASCADE')
      table
        .integer('quota_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organisation_quotas')
        .onDelete('CASCADE')
      table
        .integer('manager_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('organisation_managers')
        .onDelete('SET NULL')
      table.string('file_name', 255).notNullable()
      table.integer('created').notNullable().defaultTo(0)
      table.integer('failed').notNullable().defaultTo(0)
      /** JSON: [{line, name, outcome, reason?}] in the file's order. */
      table.text('results').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['organisation_id'])
    })
  }

  async down() {
    this.schema.dropTable('organisation_imports')
  }
}
