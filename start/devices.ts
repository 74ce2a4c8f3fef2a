/*
|--------------------------------------------------------------------------
| Pruning the devices' change log
|--------------------------------------------------------------------------
| Each web process prunes change-log rows past their kept days every hour
| (`node ace devices:prune-changes` does the same from a shell); repeating
| it from several processes deletes nothing twice.
*/

import logger from '@adonisjs/core/services/logger'
import app from '@adonisjs/core/services/app'
import { pruneFormChanges } from '#services/devices/change_pruning'

const EVERY_MS = 60 * 60_000

if (!app.inTest) {
  const timer = setInterval(() => {
    pruneFormChanges().then(
      (count) => count > 0 && logger.info({ count }, 'devices change log pruned'),
      (error) => logger.warn({ err: error }, 'pruning the devices change log failed')
    )
  }, EVERY_MS)
  timer.unref()
  app.terminating(() => clearInterval(timer))
}
