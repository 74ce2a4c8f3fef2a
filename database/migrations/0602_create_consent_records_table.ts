import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What a public applicant agreed to: one row per accepted text, with the
 * text's version and the language it was shown in, so a later change of
 * the words never rewrites what an earlier applicant accepted. For a minor
 * the guardian's own acceptance is a row of its own, naming the guardian.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('consent_records', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      /** privacy (the applicant's consent) or guardian (a parent's, for a minor) */
      table.string('kind', 20).notNullable()
      table.string('text_version', 20).notNullable()
      table.string('locale', 5).notNullable()
      table.string('guardian_name', 210).nullable()
      table.timestamp('accepted_at').notNullable()
      table.index(['form_id'])
    })
  }

  async down() {
    this.schema.dropTable('consent_records')
  }
}
