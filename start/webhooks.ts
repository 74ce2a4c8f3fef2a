/*
|--------------------------------------------------------------------------
| Partners' webhooks
|--------------------------------------------------------------------------
| A web process registers the schedule on which the queue's workers turn new
| changes and passages into deliveries and re-dispatch what a lost job or a
| dead process left (one stored schedule, upserted by every instance;
| whichever worker claims a run does it). Tests run the fan-out when they mean to.
*/

import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

if (!app.inTest) {
  app.ready(async () => {
    try {
      const { default: FanOutWebhooksJob } = await import('#jobs/fan_out_webhooks_job')
      await FanOutWebhooksJob.schedule({})
        .id('webhooks:fanout')
        .every(env.get('WEBHOOKS_FANOUT_INTERVAL_MS'))
    } catch (error) {
      logger.warn({ err: error }, 'could not schedule the webhooks fan-out')
    }
  })
}
