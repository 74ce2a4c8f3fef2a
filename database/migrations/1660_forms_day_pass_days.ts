import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A request's own day-pass days, for every type: an organisation's day
 * quota makes its person's credential valid on that day only, whether or
 * not the type's form has day-pass fields (decision 0290). Empty: the
 * type's own day pass, or the whole tournament.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('forms', (table) => {
      table.date('day_pass_from').nullable()
      table.date('day_pass_to').nullable()
    })
  }

  async down() {
    this.schema.alterTable('forms', (table) => {
      table.dropColumn('day_pass_from')
      table.dropColumn('day_pass_to')
    })
  }
}
