import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Staff sign-in to the standard of people who open ID documents: the
 * installation's sign-in settings (one row; absent means the defaults), an
 * authenticator app (TOTP) per user and its single-use recovery codes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sign_in_settings', (table) => {
      table.integer('id').primary()
      /** Who must have a second factor: sensitive (admins and readers of personal data), everyone, off. */
      table.string('second_factor_rule', 16).notNullable()
      /** How long the audit trail keeps its rows. */
      table.integer('audit_retention_days').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('staff_totp_factors', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique()
      table.foreign('user_id').references('users.id').onDelete('CASCADE')
      /** Encrypted with the app key: a copy of the database alone yields no codes. */
      table.text('secret').notNullable()
      /** Null while the user has not yet typed a first code from the app. */
      table.timestamp('confirmed_at').nullable()
      /** The last 30-second step accepted: a code is used once. */
      table.bigInteger('last_step').nullable()
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('staff_recovery_codes', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.foreign('user_id').references('users.id').onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('staff_recovery_codes')
    this.schema.dropTable('staff_totp_factors')
    this.schema.dropTable('sign_in_settings')
  }
}
