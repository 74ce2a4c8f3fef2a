import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A card waits in at most one print queue: two sends of the same card at
 * the same moment (two staff, two tabs) queue it once, because the database
 * refuses the second open job whatever the timing. Duplicates queued before
 * this index are removed first: the card keeps the job a station is
 * printing, otherwise the oldest.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(
        `delete from print_jobs where state = 'queued' and exists (
           select 1 from print_jobs other where other.form_id = print_jobs.form_id
             and (other.state = 'printing' or (other.state = 'queued' and other.id < print_jobs.id)))`
      )
      await db.rawQuery(
        `delete from print_jobs where state = 'printing' and exists (
           select 1 from print_jobs other where other.form_id = print_jobs.form_id
             and other.state = 'printing' and other.id < print_jobs.id)`
      )
    })
    this.schema.raw(
      `create unique index print_jobs_one_open_job_per_card on print_jobs (form_id)
         where state in ('queued', 'printing')`
    )
  }

  async down() {
    this.schema.raw('drop index print_jobs_one_open_job_per_card')
  }
}
