import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A saved version pins only its own tournament's images. Designs saved
 * before that rule could name another tournament's image on any element
 * and so keep its owner from removing it; those pins are dropped.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(
        `delete from badge_version_images where exists (
           select 1 from badge_template_versions v
             join badge_templates t on t.id = v.template_id
             join badge_images i on i.id = badge_version_images.image_id
           where v.id = badge_version_images.version_id and i.tournament_id <> t.tournament_id)`
      )
    })
  }

  async down() {}
}
