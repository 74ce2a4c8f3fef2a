/*
|--------------------------------------------------------------------------
| Temporary uploads left by a process that died mid-request
|--------------------------------------------------------------------------
| The cleanup middleware removes a request's uploads when it ends; a crash
| skips that. Each web process sweeps the old ones when it starts
| (decision 0012), without holding up the start.
*/

import logger from '@adonisjs/core/services/logger'
import { sweepUploadLeftovers } from '#services/files/upload_leftovers'

sweepUploadLeftovers().then(
  (removed) =>
    removed && logger.info({ removed }, 'removed temporary uploads left by a stopped process'),
  (error) => logger.warn({ err: error }, 'could not sweep temporary uploads')
)
