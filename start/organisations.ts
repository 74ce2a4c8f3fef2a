/*
|--------------------------------------------------------------------------
| Decision digests to organisations' managers
|--------------------------------------------------------------------------
| One stored schedule, upserted by every instance; whichever worker claims a
| run sends the digests that are due (each at most once an hour). Tests send
| them when they mean to.
*/

import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'

if (!app.inTest) {
  app.ready(async () => {
    try {
      const { default: SendOrganisationDigestsJob } =
        await import('#jobs/send_organisation_digests_job')
      await SendOrganisationDigestsJob.schedule({}).id('organisations:digests').every(600_000)
    } catch (error) {
      logger.warn({ err: error }, 'could not schedule the organisations’ decision digests')
    }
  })
}
