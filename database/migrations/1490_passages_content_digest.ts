import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A passage's key answers `replayed` only for the same content: the digest
 * of what was sent under it (door, direction, what was scanned, and a
 * device's own verdict) is kept with the passage. Null on passages written
 * before it: those compare door and direction alone.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('passages', (table) => {
      table.string('content_digest', 64).nullable()
    })
  }

  async down() {
    this.schema.alterTable('passages', (table) => {
      table.dropColumn('content_digest')
    })
  }
}
