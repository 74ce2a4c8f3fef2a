import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The requests an export row of the audit trail contained (a list export),
 * so a person's data export can say which exports held their request. Goes
 * with its row (retention sweep); the request id stays a number after an
 * erasure, naming nobody.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('audit_event_forms', (table) => {
      table.bigInteger('audit_event_id').unsigned().notNullable()
      table.foreign('audit_event_id').references('audit_events.id').onDelete('CASCADE')
      table.integer('form_id').notNullable()
      table.primary(['form_id', 'audit_event_id'])
      table.index(['audit_event_id'])
    })
  }

  async down() {
    this.schema.dropTable('audit_event_forms')
  }
}
