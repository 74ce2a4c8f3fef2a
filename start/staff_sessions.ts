/*
|--------------------------------------------------------------------------
| Hourly pruning: ended staff sessions and the audit trail's retention
|--------------------------------------------------------------------------
| Logouts and "sign out" delete their rows at once; sessions that expired
| (idle, or past their lifetime) and remembered browsers past their date
| leave theirs. Audit rows older than the retention (Configuration →
| Sign-in) go too, without a cron job. Each web process deletes them every
| hour; repeating it from several processes deletes nothing twice
| (decision 0270).
*/

import logger from '@adonisjs/core/services/logger'
import app from '@adonisjs/core/services/app'
import { pruneEndedSessions } from '#services/auth/staff_sessions'
import { pruneAudit } from '#services/audit/audit_trail'
import { signInSettings } from '#services/auth/sign_in_settings'

const EVERY_MS = 60 * 60_000

/** One hourly sweep: what ended sessions leave, and audit rows past the retention. */
export async function pruneHourly() {
  const pruned = await pruneEndedSessions()
  const { auditRetentionDays } = await signInSettings()
  const audit = await pruneAudit(auditRetentionDays)
  return { ...pruned, audit }
}

if (!app.inTest) {
  const timer = setInterval(() => {
    pruneHourly().then(
      (pruned) =>
        pruned.records + pruned.devices + pruned.audit > 0 &&
        logger.info(pruned, 'ended staff sessions and old audit rows pruned'),
      (error) => logger.warn({ err: error }, 'hourly pruning failed')
    )
  }, EVERY_MS)
  timer.unref()
  app.terminating(() => clearInterval(timer))
}
