/*
|--------------------------------------------------------------------------
| Gate deliveries a dead process left
|--------------------------------------------------------------------------
| A web process sweeps once when it starts, and registers the schedule on
| which the queue's workers sweep from then on (one stored schedule, upserted
| by every instance; whichever worker claims a run does it). Tests sweep
| when they mean to.
*/

import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

if (!app.inTest) {
  app.ready(async () => {
    try {
      const { sweepGateStates } = await import('#services/gates/gate_sweeper')
      const { default: SweepGateStatesJob } = await import('#jobs/sweep_gate_states_job')
      const found = await sweepGateStates()
      if (found)
        logger.info({ found }, 'gate deliveries left by a stopped process dispatched again')
      await SweepGateStatesJob.schedule({})
        .id('gates:sweep')
        .every(env.get('GATES_SWEEP_INTERVAL_MS'))
    } catch (error) {
      logger.warn({ err: error }, 'could not sweep the gate deliveries')
    }
  })
}
