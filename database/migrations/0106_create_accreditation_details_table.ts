import { BaseSchema } from '@adonisjs/lucid/schema'

/** General accreditation (/forms/{type}/acreditaciones): the group asked for and the job. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('accreditation_details', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('kind', 30).notNullable()
      table.string('position', 120).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('accreditation_details')
  }
}
