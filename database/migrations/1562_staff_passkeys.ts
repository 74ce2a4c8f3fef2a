import { BaseSchema } from '@adonisjs/lucid/schema'

/** Passkeys and security keys (WebAuthn), several per user, each named by its owner. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('staff_passkeys', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.foreign('user_id').references('users.id').onDelete('CASCADE')
      table.string('name', 80).notNullable()
      /** The credential's id (base64url), as the browser names it at sign-in. */
      table.string('credential_id', 1400).notNullable().unique()
      /** The COSE public key, base64url. */
      table.text('public_key').notNullable()
      table.bigInteger('counter').notNullable().defaultTo(0)
      table.text('transports').notNullable().defaultTo('[]')
      table.timestamp('created_at').notNullable()
      table.timestamp('last_used_at').nullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('staff_passkeys')
  }
}
