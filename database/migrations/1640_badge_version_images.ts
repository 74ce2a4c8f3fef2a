import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Which uploaded images each saved template version shows. An image a
 * version shows cannot be deleted (the foreign key refuses it, even against
 * a save running at the same moment): every version stays printable as it
 * was designed. Versions saved before this table are read once to fill it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('badge_version_images', (table) => {
      table
        .integer('version_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('badge_template_versions')
        .onDelete('CASCADE')
      /** No ON DELETE: deleting an image a version shows fails. */
      table.integer('image_id').unsigned().notNullable().references('id').inTable('badge_images')
      table.primary(['version_id', 'image_id'])
      table.index(['image_id'])
    })
    this.defer(async (db) => {
      const stored = await db.from('badge_images').select('id')
      const images = new Set(stored.map((row) => Number(row.id)))
      const versions = await db.from('badge_template_versions').select('id', 'definition')
      for (const version of versions) {
        const sides = (JSON.parse(version.definition).sides ?? []) as {
          backgroundImageId?: number
          elements?: { imageId?: number }[]
        }[]
        const shown = new Set(
          sides.flatMap((side) => [
            side.backgroundImageId,
            ...(side.elements ?? []).map((element) => element.imageId),
          ])
        )
        const rows = [...shown]
          .filter((id): id is number => typeof id === 'number' && images.has(id))
          .map((id) => ({ version_id: version.id, image_id: id }))
        if (rows.length > 0) await db.table('badge_version_images').multiInsert(rows)
      }
    })
  }

  async down() {
    this.schema.dropTable('badge_version_images')
  }
}
