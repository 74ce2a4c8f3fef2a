import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  /**
   * Every staff session records the version it was opened with; raising it
   * (logout, password change, ban) ends every session of the user at once,
   * whatever store holds them (a cookie session cannot be deleted remotely).
   */
  async up() {
    this.schema.alterTable('users', (table) => {
      table.integer('session_version').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('session_version')
    })
  }
}
