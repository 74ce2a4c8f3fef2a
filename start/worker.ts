/*
|--------------------------------------------------------------------------
| Inline queue worker (embedded setup)
|--------------------------------------------------------------------------
| With QUEUE_INLINE_WORKER=true (the default) the web process also runs the
| queue worker, so `npm start` needs one process. At scale set it to false
| and run `node ace queue:work` as its own process. The test suite starts
| the same worker itself (tests/bootstrap.ts).
*/

import env from '#start/env'
import app from '@adonisjs/core/services/app'

if (env.get('QUEUE_INLINE_WORKER') && env.get('QUEUE_DRIVER') !== 'sync' && !app.inTest) {
  const { startInlineWorker } = await import('#services/infrastructure/inline_worker')
  app.ready(async () => {
    await startInlineWorker()
  })
}
