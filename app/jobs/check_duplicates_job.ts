import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { checkDuplicatesOf } from '#services/review/duplicate_people'

/**
 * The likely-duplicate check of a request just sent: a few indexed lookups
 * and name comparisons, milliseconds of CPU the visitor need not wait for.
 */
export default class CheckDuplicatesJob extends Job<{ formId: number }> {
  static options: JobOptions = { queue: 'default', maxRetries: 2 }

  async execute() {
    await checkDuplicatesOf(this.payload.formId)
  }
}
