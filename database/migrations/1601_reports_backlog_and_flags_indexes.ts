import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The reports' other reads (decision 0260): the backlog counts waiting
 * requests per type and age from one index alone; the review flags start
 * from the checks and pairs of the chosen days, not from every request.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('forms', (table) => {
      table.index(
        ['state', 'type', 'tournament_id', 'erased_at', 'created_at'],
        'forms_reports_backlog_index'
      )
    })
    this.schema.alterTable('review_photo_checks', (table) => {
      table.index(['checked_at'], 'review_photo_checks_checked_at_index')
    })
    this.schema.alterTable('review_duplicates', (table) => {
      table.index(['created_at'], 'review_duplicates_created_at_index')
    })
  }

  async down() {
    this.schema.alterTable('review_duplicates', (table) => {
      table.dropIndex([], 'review_duplicates_created_at_index')
    })
    this.schema.alterTable('review_photo_checks', (table) => {
      table.dropIndex([], 'review_photo_checks_checked_at_index')
    })
    this.schema.alterTable('forms', (table) => {
      table.dropIndex([], 'forms_reports_backlog_index')
    })
  }
}
