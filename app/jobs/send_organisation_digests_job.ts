import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendDecisionDigests } from '#services/organisations/decision_digest'

/** The scheduled digests of decisions to organisations' managers (start/organisations.ts). */
export default class SendOrganisationDigestsJob extends Job<Record<string, never>> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    await sendDecisionDigests()
  }
}
