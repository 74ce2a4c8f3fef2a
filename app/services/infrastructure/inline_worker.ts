import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Worker } from '@adonisjs/queue'

/**
 * Runs the queue worker inside the web process (embedded setup only),
 * configured like `node ace queue:work` does it.
 */
export async function startInlineWorker() {
  app.ready(async () => {
    const config = app.config.get<any>('queue')
    const queueManager = await app.container.make('queue.manager')
    await queueManager.loadJobs()

    const adapters: Record<string, any> = {}
    for (const [name, adapter] of Object.entries<any>(config.adapters)) {
      adapters[name] = typeof adapter === 'function' ? adapter : await adapter.resolver(app)
    }

    const worker = new Worker({
      ...config,
      autoLoadJobs: false,
      adapters,
      jobFactory: config.jobFactory ?? ((jobClass: any) => app.container.make(jobClass)),
      logger: config.logger ?? logger,
    })
    app.terminating(() => worker.stop())
    worker.start(['default']).catch((error) => logger.error({ err: error }, 'queue worker stopped'))
    logger.info('queue worker running inside the web process')
  })
}
