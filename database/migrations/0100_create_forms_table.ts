import { BaseSchema } from '@adonisjs/lucid/schema'

/** What every accreditation request has. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('forms', (table) => {
      table.increments('id')
      /** Registry slug (ballboy, line, press, gvolunteer...) and accreditation category. */
      table.string('type', 20).notNullable()
      table.string('category', 20).notNullable()
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      /** Random and unguessable: printed as the badge barcode, never a sequence. */
      table.string('code', 32).notNullable().unique()
      table.string('state', 10).notNullable().defaultTo('waiting')
      table.string('name', 80).notNullable()
      table.string('last_name', 120).notNullable()
      table.date('birth_date').nullable()
      table.string('document', 40).nullable()
      table.string('gender', 10).nullable()
      table.string('email', 254).nullable()
      table.string('cell_phone', 30).nullable()
      table.string('phone', 30).nullable()
      table.string('address', 200).nullable()
      table.string('city', 120).nullable()
      table.string('cp', 12).nullable()
      table.integer('country_id').unsigned().nullable().references('id').inTable('countries')
      table.integer('nationality_id').unsigned().nullable().references('id').inTable('countries')
      table.string('company', 160).nullable()
      table
        .integer('permission_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('permissions')
        .onDelete('SET NULL')
      /** Per-form zone flags on top of the template, as a JSON object. */
      table.text('custom_permission').notNullable().defaultTo('{}')
      /** Meal credits and money in cents: integers, deducted with a guarded UPDATE. */
      table.integer('credits').notNullable().defaultTo(0)
      table.integer('amount').notNullable().defaultTo(0)
      /** idForm: the player a team member or guest belongs to. */
      table.integer('parent_form_id').unsigned().nullable().references('id').inTable('forms')
      table.string('color', 20).nullable()
      table.text('observation').nullable()
      /** Keys on the private Drive disk, never URLs. */
      table.string('photo_path', 200).nullable()
      table.string('covid_path', 200).nullable()
      table.boolean('covid_passport').notNullable().defaultTo(false)
      table.string('rfid', 64).nullable().unique()
      table.string('access_status', 20).nullable()
      /** One form per submitted page: a double click or a retry carries the same key. */
      table.string('submission_key', 64).nullable().unique()
      table.string('locale', 5).notNullable().defaultTo('es')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['tournament_id', 'type', 'state'])
      table.index(['type', 'created_at'])
      table.index(['last_name', 'name'])
      table.index(['document'])
      table.index(['email'])
      table.index(['parent_form_id'])
    })
  }

  async down() {
    this.schema.dropTable('forms')
  }
}
