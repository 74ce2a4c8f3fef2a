import { BaseSchema } from '@adonisjs/lucid/schema'

/** Email domains whose single sign-on may create an account (with no capability until given). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('sign_in_settings', (table) => {
      table.text('sso_allowed_domains').notNullable().defaultTo('[]')
    })
  }

  async down() {
    this.schema.alterTable('sign_in_settings', (table) => {
      table.dropColumn('sso_allowed_domains')
    })
  }
}
