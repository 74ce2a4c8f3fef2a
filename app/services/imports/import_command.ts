import { basename } from 'node:path'
import { access } from 'node:fs/promises'
import type { BaseCommand } from '@adonisjs/core/ace'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Tour } from '#models/default_player'
import { acceptImport, ImportRefusedError } from '#services/imports/accept_import'
import { runImport } from '#services/imports/run_import'

/**
 * What `node ace import:wta|atp <path>` do: the screen's checks and run,
 * synchronously, in English. The import shows on the panel like any other.
 */
export async function importFromCommand(
  command: BaseCommand,
  tour: Tour,
  path: string,
  tournamentId?: number
) {
  const i18n = i18nManager.locale('en')
  try {
    await access(path)
  } catch {
    command.logger.error(`Cannot read ${path}`)
    command.exitCode = 1
    return
  }
  let accepted
  try {
    accepted = await acceptImport({
      path,
      originalName: basename(path),
      tour,
      userId: null,
      locale: 'en',
      tournamentId,
    })
  } catch (error) {
    if (!(error instanceof ImportRefusedError)) throw error
    command.logger.error(i18n.t(error.key, error.data))
    command.exitCode = 1
    return
  }
  const record = (await runImport(accepted.id))!
  if (record.status !== 'done') {
    command.logger.error(i18n.t(record.error ?? 'imports.errors.unreadable'))
    command.exitCode = 1
    return
  }
  command.logger.success(
    `${tour} import #${record.id}: ${record.registriesCount} rows, ${record.createdCount} created, ` +
      `${record.updatedCount} updated, ${record.unchangedCount} unchanged, ${record.failedCount} failed`
  )
  command.logger.info(`Result file: ${record.resultFileKey} (private disk)`)
}
