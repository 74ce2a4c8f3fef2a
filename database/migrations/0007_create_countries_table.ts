import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('countries', (table) => {
      table.increments('id')
      table.string('code', 2).notNullable().unique()
      table.string('name_es', 100).notNullable()
      table.string('name_en', 100).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('countries')
  }
}
