/*
|--------------------------------------------------------------------------
| Pruning ended staff sessions
|--------------------------------------------------------------------------
| Logouts and "sign out" delete their rows at once; sessions that expired
| (idle, or past their lifetime) and remembered browsers past their date
| leave theirs. Each web process deletes them every hour; repeating it from
| several processes deletes nothing twice (decision 0270).
*/

import logger from '@adonisjs/core/services/logger'
import app from '@adonisjs/core/services/app'
import { pruneEndedSessions } from '#services/auth/staff_sessions'

const EVERY_MS = 60 * 60_000

if (!app.inTest) {
  const timer = setInterval(() => {
    pruneEndedSessions().then(
      (pruned) =>
        pruned.records + pruned.devices > 0 && logger.info(pruned, 'ended staff sessions pruned'),
      (error) => logger.warn({ err: error }, 'pruning ended staff sessions failed')
    )
  }, EVERY_MS)
  timer.unref()
  app.terminating(() => clearInterval(timer))
}
