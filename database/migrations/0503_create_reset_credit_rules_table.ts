import { BaseSchema } from '@adonisjs/lucid/schema'

/** "When <source column> is one of <values>, set <target column> to <value>", applied daily. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('reset_credit_rules', (table) => {
      table.increments('id')
      table.string('source_column', 20).notNullable()
      /** Comma-separated, as staff type them: "press,line". */
      table.string('source_values', 500).notNullable()
      table.string('target_column', 20).notNullable()
      /** Meals for credits, cents for amount. */
      table.integer('target_value').notNullable()
      table.timestamp('last_applied_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('reset_credit_rules')
  }
}
