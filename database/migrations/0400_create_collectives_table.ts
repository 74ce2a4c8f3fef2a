import { BaseSchema } from '@adonisjs/lucid/schema'

/** A hand-over of credentials to one person against their signature. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('collectives', (table) => {
      table.increments('id')
      /** Who collects: a team delegate, a media company's representative, the holder… */
      table.string('name', 80).notNullable()
      table.string('last_name', 120).notNullable()
      table.string('document', 40).nullable()
      table.string('email', 254).nullable()
      table.string('phone', 30).nullable()
      table.string('type', 20).notNullable()
      table.text('observation').nullable()
      /** Key of the signature image on the private disk; null while waiting. */
      table.string('signature_path', 200).nullable()
      table.timestamp('signed_at').nullable()
      /** Which texts were accepted, and in which language they were shown. */
      table.string('privacy_text_version', 20).nullable()
      table.string('golf_text_version', 20).nullable()
      table.string('acceptance_locale', 5).nullable()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('signed_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['signed_at'])
    })
  }

  async down() {
    this.schema.dropTable('collectives')
  }
}
