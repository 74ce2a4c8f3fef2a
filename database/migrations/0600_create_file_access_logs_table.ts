import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who opened which applicant file or download, and when: an organiser must be
 * able to say who looked at a child's ID document. Kept when the user or the
 * request goes (the ids are then null), holding no applicant data itself.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('file_access_logs', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('form_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('forms')
        .onDelete('SET NULL')
      /** photo, document, signature, receipt, export, badges */
      table.string('kind', 20).notNullable()
      /** What was opened: the file's key, an export's type, how many badges. */
      table.string('detail', 200).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['form_id', 'created_at'])
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('file_access_logs')
  }
}
