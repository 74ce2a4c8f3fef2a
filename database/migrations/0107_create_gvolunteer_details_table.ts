import { BaseSchema } from '@adonisjs/lucid/schema'

/** Golf volunteer request, with the mobility survey. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('gvolunteer_details', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('region', 80).notNullable()
      table.boolean('federated').notNullable().defaultTo(true)
      table.string('federated_licence', 40).notNullable()
      table.string('golf_club_code', 40).nullable()
      table.string('golf_club_subscription', 120).nullable()
      table.boolean('play_golf').notNullable().defaultTo(false)
      table.boolean('driving_licence').notNullable().defaultTo(false)
      table.string('education', 20).notNullable()
      table.string('speciality', 120).nullable()
      table.string('language', 20).notNullable()
      table.string('level', 20).notNullable()
      table.string('other_language', 80).nullable()
      table.text('work_experience').nullable()
      table.string('first_position', 30).notNullable()
      table.string('second_position', 30).nullable()
      table.string('shift', 20).notNullable()
      table.string('tournament_availability', 120).nullable()
      table.boolean('previously_participate').notNullable().defaultTo(false)
      table.integer('p_year').nullable()
      table.string('p_position', 120).nullable()
      table.integer('we_year').nullable()
      table.text('responsability').nullable()
      table.string('share_car', 200).nullable()
      /** escort1 and escort2 in the form; digits make awkward column names. */
      table.string('first_escort', 160).nullable()
      table.string('second_escort', 160).nullable()
      table.string('transport_type', 20).notNullable()
      table.string('origin_city', 120).notNullable()
      table.string('polo', 6).notNullable()
      table.string('jacket', 6).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('gvolunteer_details')
  }
}
