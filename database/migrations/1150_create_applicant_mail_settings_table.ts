import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the applicants are told when staff decide, per tournament: whether
 * decision mails go out at all, the collection text of each category in both
 * languages (JSON {category: {es, en}}) and the reasons staff pick when they
 * reject (JSON [{id, es, en}]). A tournament without a row mails, with no
 * collection text and no reasons.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('applicant_mail_settings', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      table.boolean('decision_mails').notNullable().defaultTo(true)
      table.text('approved_texts').notNullable().defaultTo('{}')
      table.text('rejection_reasons').notNullable().defaultTo('[]')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('applicant_mail_settings')
  }
}
