import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sweepGateStates } from '#services/gates/gate_sweeper'

/**
 * The scheduled sweep (start/gates.ts registers it): whichever worker claims
 * the schedule re-dispatches the deliveries a dead process or a lost job left.
 */
export default class SweepGateStatesJob extends Job<Record<string, never>> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    await sweepGateStates()
  }
}
