import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { sweepGateStates } from '#services/gates/gate_sweeper'

/**
 * node ace gates:sweep
 *
 * Hands the queue every gate delivery nobody is making: due ones whose job
 * was lost and claims whose lease ran out (a process died while sending).
 * The workers already do this on a schedule (GATES_SWEEP_INTERVAL_MS); this
 * is the same sweep from a shell, e.g. after restoring a backup.
 */
export default class GatesSweep extends BaseCommand {
  static commandName = 'gates:sweep'
  static description = 'Re-dispatch the gate deliveries a dead process or a lost job left'
  static options: CommandOptions = { startApp: true }

  async run() {
    const count = await sweepGateStates()
    this.logger.info(`${count} gate deliveries dispatched again.`)
  }
}
