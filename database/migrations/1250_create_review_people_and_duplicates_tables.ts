import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Likely duplicate people across every type of this year's tournaments
 * (decision 0135): each person a request names (its applicant, a ballboy's
 * guardian) with comparable keys, and the pairs found, which staff may mark
 * "not the same person" so they stay quiet.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('review_people', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      /** applicant or tutor (a ballboy's parent or guardian). */
      table.string('role', 10).notNullable()
      /** DNI/NIE with its check letter computed, a passport without separators. */
      table.string('document_key', 40).nullable().index()
      /** Words of the name and surnames, accent-free, sorted. */
      table.string('name_key', 255).notNullable().index()
      /** YYYYMMDD. */
      table.string('birth_key', 8).nullable().index()
      table.unique(['form_id', 'role'])
    })

    this.schema.createTable('review_duplicates', (table) => {
      table.increments('id')
      /** The lower form id of the pair. */
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('form_role', 10).notNullable()
      table
        .integer('other_form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('other_role', 10).notNullable()
      /** What matched, comma-separated: document, name, birth. */
      table.string('reasons', 40).notNullable()
      /** Set when staff decide these are two people: the pair is never shown again. */
      table.timestamp('not_same_at').nullable()
      table
        .integer('not_same_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['form_id', 'other_form_id'])
      table.index(['other_form_id'])
    })
  }

  async down() {
    this.schema.dropTable('review_duplicates')
    this.schema.dropTable('review_people')
  }
}
