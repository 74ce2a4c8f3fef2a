import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { runImport } from '#services/imports/run_import'

export type ImportPlayersPayload = { importId: number }

/**
 * A WTA / ATP list, imported off the request (docs/decisions/0009). The run
 * records its own failure on the import row; it is not retried, since the
 * panel already shows what happened and a re-upload is one click.
 */
export default class ImportPlayersJob extends Job<ImportPlayersPayload> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    await runImport(this.payload.importId)
  }
}
