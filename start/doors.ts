/*
|--------------------------------------------------------------------------
| Night check-out of the door zones
|--------------------------------------------------------------------------
| Each web process looks every minute for zones whose night hour has come;
| a guarded claim per zone and night makes exactly one of them check
| everyone out (`node ace doors:checkout` does the same from a shell).
*/

import logger from '@adonisjs/core/services/logger'
import app from '@adonisjs/core/services/app'
import { nightCheckout } from '#services/doors/night_checkout'

const EVERY_MS = 60_000

if (!app.inTest) {
  const timer = setInterval(() => {
    nightCheckout().then(
      (count) => count > 0 && logger.info({ count }, 'night check-out of the door zones'),
      (error) => logger.warn({ err: error }, 'night check-out failed')
    )
  }, EVERY_MS)
  timer.unref()
  app.terminating(() => clearInterval(timer))
}
