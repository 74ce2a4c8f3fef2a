import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  /** WTA / ATP player-list imports. */
  async up() {
    this.schema.createTable('imports', (table) => {
      table.increments('id')
      table.string('tour', 3).notNullable()
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      /** Null when run from `node ace import:wta|atp`. */
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /** Language of the result file and the failure reasons. */
      table.string('locale', 5).notNullable().defaultTo('es')
      /** The name the file had on the uploader's machine; shown, never used as a path. */
      table.string('imported_file_name', 255).notNullable()
      /** Private Drive keys chosen by the server: imports/<tour>/<uuid>.<ext>. */
      table.string('file_key', 255).notNullable().unique()
      table.string('result_file_name', 255).nullable()
      table.string('result_file_key', 255).nullable().unique()
      /** queued | running | done | failed */
      table.string('status', 10).notNullable().defaultTo('queued')
      /** Translation key of why the whole import failed (unreadable file, missing columns). */
      table.string('error', 120).nullable()
      table.integer('total_rows').notNullable().defaultTo(0)
      table.integer('processed_rows').notNullable().defaultTo(0)
      table.integer('registries_count').notNullable().defaultTo(0)
      table.integer('created_count').notNullable().defaultTo(0)
      table.integer('updated_count').notNullable().defaultTo(0)
      table.integer('unchanged_count').notNullable().defaultTo(0)
      table.integer('failed_count').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['tour', 'id'])
    })

    /** The rows an import refused, for its details page (the result file has every row). */
    this.schema.createTable('import_failures', (table) => {
      table.increments('id')
      table
        .integer('import_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('imports')
        .onDelete('CASCADE')
      /** Line in the file (the header is line 1). */
      table.integer('line').notNullable()
      table.string('passport', 60).nullable()
      table.string('full_name', 210).nullable()
      /** Already translated into the import's locale. */
      table.string('reason', 255).notNullable()
      table.index(['import_id', 'line'])
    })
  }

  async down() {
    this.schema.dropTable('import_failures')
    this.schema.dropTable('imports')
  }
}
