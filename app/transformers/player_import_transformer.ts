import type PlayerImport from '#models/player_import'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A row of the import panel: names, counts, progress and the two downloads. */
export default class PlayerImportTransformer extends BaseTransformer<PlayerImport> {
  toObject() {
    const row = this.resource
    return {
      ...this.pick(row, [
        'id',
        'importedFileName',
        'fileKey',
        'resultFileName',
        'resultFileKey',
        'error',
        'totalRows',
        'processedRows',
        'registriesCount',
        'createdCount',
        'updatedCount',
        'unchangedCount',
        'failedCount',
      ]),
      tour: row.tour as 'WTA' | 'ATP',
      status: row.status as 'queued' | 'running' | 'done' | 'failed',
      createdAt: row.createdAt.toISO() ?? '',
      user: row.user ? `${row.user.name} ${row.user.lastName}` : null,
    }
  }
}
