import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Worker } from '@adonisjs/queue'

/** What a caller may add to the worker's configuration (the test suite's wrappers, its poll). */
export type InlineWorkerOptions = {
  idleDelay?: string
  internalOperationWrapper?: <T>(operation: () => Promise<T>) => Promise<T>
  executionWrapper?: (run: () => Promise<void>, job: { id: string }) => Promise<void>
}

/**
 * Runs the queue worker inside the current process (embedded setup, and the
 * test suite), configured like `node ace queue:work` does it.
 */
export async function startInlineWorker(options: InlineWorkerOptions = {}) {
  const config = app.config.get<any>('queue')
  const queueManager = await app.container.make('queue.manager')
  await queueManager.loadJobs()

  const adapters: Record<string, any> = {}
  for (const [name, adapter] of Object.entries<any>(config.adapters)) {
    adapters[name] = typeof adapter === 'function' ? adapter : await adapter.resolver(app)
  }

  const worker = new Worker({
    ...config,
    worker: { ...config.worker, ...(options.idleDelay ? { idleDelay: options.idleDelay } : {}) },
    autoLoadJobs: false,
    adapters,
    jobFactory: config.jobFactory ?? ((jobClass: any) => app.container.make(jobClass)),
    logger: config.logger ?? logger,
    internalOperationWrapper: options.internalOperationWrapper,
    executionWrapper: options.executionWrapper,
  })
  app.terminating(() => worker.stop())
  worker.start(['default']).catch((error) => logger.error({ err: error }, 'queue worker stopped'))
  logger.info('queue worker running inside the web process')
  return worker
}
