import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'accreditations',
      level: env.get('LOG_LEVEL'),
      /** Readable lines while developing (pino-pretty is a dev dependency); JSON lines elsewhere. */
      transport: {
        targets: [app.inDev ? targets.pretty() : targets.file({ destination: 1 })],
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
