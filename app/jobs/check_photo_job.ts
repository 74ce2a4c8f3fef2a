import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { recordPhotoCheck } from '#services/review/photo_review'

/** The photo check of a request just sent (decision 0136): off the request, it takes a few hundred ms. */
export default class CheckPhotoJob extends Job<{ formId: number }> {
  static options: JobOptions = { queue: 'default', maxRetries: 1 }

  async execute() {
    await recordPhotoCheck(this.payload.formId)
  }
}
