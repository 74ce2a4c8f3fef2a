import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the photo check found on a request's photo (decision 0136), and
 * whether staff overruled it: help for staff, never a refusal.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('review_photo_checks', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      /** The photo checked: a new photo is checked again. */
      table.string('photo_path', 255).notNullable()
      /** Comma-separated problems; empty when the photo looks right. */
      table.string('problems', 255).notNullable()
      table.timestamp('checked_at').notNullable()
      /** Set when staff judge the photo good despite the problems. */
      table.timestamp('overruled_at').nullable()
      table
        .integer('overruled_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.dropTable('review_photo_checks')
  }
}
