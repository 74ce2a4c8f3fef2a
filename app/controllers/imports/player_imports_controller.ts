import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import drive from '@adonisjs/drive/services/main'
import PlayerImport from '#models/player_import'
import { failInterruptedImports } from '#services/imports/interrupted_imports'
import ImportFailure from '#models/import_failure'
import type { Tour } from '#models/default_player'
import ImportPlayersJob from '#jobs/import_players_job'
import PlayerImportTransformer from '#transformers/player_import_transformer'
import ImportFailureTransformer from '#transformers/import_failure_transformer'
import { acceptImport, ImportRefusedError } from '#services/imports/accept_import'
import { IMPORT_COLUMNS } from '#services/imports/columns'
import { IMPORT_MAX_BYTES } from '#services/imports/file_format'
import { attachmentHeader } from '#services/imports/import_files'
import { queryNumber } from '#services/configuration/default_player_search'
import { currentTennisTournament } from '#services/configuration/tournament_switch'
import { notify } from '#http/notify'
import { wantsJson } from '#http/wants_json'
import { redirectBack } from '#http/redirect_back'

const PER_PAGE = 25
const FAILURES_PER_PAGE = 50

/**
 * The two screens differ only by tour: the `imports.*` routes are WTA, the
 * `imports_atp.*` routes ATP. `resource` names the screen's routes.
 */
function tourOf(ctx: HttpContext): { tour: Tour; resource: 'imports' | 'imports_atp' } {
  return ctx.route?.name?.startsWith('imports_atp.')
    ? { tour: 'ATP', resource: 'imports_atp' }
    : { tour: 'WTA', resource: 'imports' }
}

function notFound(ctx: HttpContext): never {
  throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

/** Configuration → Import / ATP import. Admins only. */
export default class PlayerImportsController {
  async index(ctx: HttpContext) {
    const { tour, resource } = tourOf(ctx)
    await failInterruptedImports()
    const rows = await PlayerImport.query()
      .where('tour', tour)
      .preload('user')
      .orderBy('id', 'desc')
      .paginate(queryNumber(ctx.request.input('page'), 1, 100_000), PER_PAGE)
    return ctx.inertia.render('imports/index', {
      tour,
      resource,
      imports: PlayerImportTransformer.transform(rows.all()),
      pagination: { currentPage: rows.currentPage, lastPage: rows.lastPage, total: rows.total },
    })
  }

  async create(ctx: HttpContext) {
    const { tour, resource } = tourOf(ctx)
    const tournament = await currentTennisTournament()
    return ctx.inertia.render('imports/create', {
      tour,
      resource,
      tournament: tournament?.name ?? null,
      maxMegabytes: IMPORT_MAX_BYTES / 1024 / 1024,
      columns: Object.entries(IMPORT_COLUMNS).map(([column, aliases]) => ({
        column,
        aliases: [...aliases],
      })),
    })
  }

  /** POST: check and store the file, then queue the run; the panel shows its progress. */
  async store(ctx: HttpContext) {
    const { tour, resource } = tourOf(ctx)
    const file = ctx.request.file('file')
    let record: PlayerImport
    try {
      if (!file?.tmpPath) throw new ImportRefusedError('imports.refused.missing')
      record = await acceptImport({
        path: file.tmpPath,
        originalName: file.clientName,
        tour,
        userId: ctx.auth.user!.id,
        locale: ctx.i18n.locale,
      })
    } catch (error) {
      if (!(error instanceof ImportRefusedError)) throw error
      return this.#refuse(ctx, error.key, error.data)
    }
    try {
      await ImportPlayersJob.dispatch({ importId: record.id })
    } catch (error) {
      /** Nothing half-written: without a job the stored file and the row would sit "queued" forever. */
      logger.error({ err: error }, 'player import could not be queued')
      await drive.use().delete(record.fileKey)
      await record.delete()
      return this.#refuse(ctx, 'errors.generic')
    }
    if (wantsJson(ctx)) {
      return ctx.response.accepted({ id: record.id, message: ctx.i18n.t('imports.queued') })
    }
    notify(ctx, 'success', 'imports.queued')
    return ctx.response.redirect().toRoute(`${resource}.index`)
  }

  /** Details: the counts and every refused row with its reason. */
  async show(ctx: HttpContext) {
    const { tour, resource } = tourOf(ctx)
    await failInterruptedImports()
    const record = await PlayerImport.query()
      .where('id', ctx.params.id)
      .where('tour', tour)
      .preload('user')
      .first()
    if (!record) return notFound(ctx)
    const failures = await ImportFailure.query()
      .where('importId', record.id)
      .orderBy('line')
      .paginate(queryNumber(ctx.request.input('page'), 1, 100_000), FAILURES_PER_PAGE)
    return ctx.inertia.render('imports/show', {
      tour,
      resource,
      item: PlayerImportTransformer.transform(record),
      failures: ImportFailureTransformer.transform(failures.all()),
      pagination: { currentPage: failures.currentPage, lastPage: failures.lastPage },
    })
  }

  /** GET download?file=<key>: only a key recorded on an import of this tour, never a path. */
  async download(ctx: HttpContext) {
    const { tour } = tourOf(ctx)
    const key = String(ctx.request.qs().file ?? '')
    const record = key
      ? await PlayerImport.query()
          .where('tour', tour)
          .where((match) => match.where('fileKey', key).orWhere('resultFileKey', key))
          .first()
      : null
    if (!record) return notFound(ctx)
    const disk = drive.use()
    if (!(await disk.exists(key))) return notFound(ctx)
    const isResult = key === record.resultFileKey
    const name = isResult ? record.resultFileName! : record.importedFileName
    ctx.response.header(
      'content-type',
      key.endsWith('.xlsx')
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8'
    )
    ctx.response.header('content-disposition', attachmentHeader(name))
    ctx.response.header('cache-control', 'private, no-store')
    ctx.response.header('x-content-type-options', 'nosniff')
    return ctx.response.stream(await disk.getStream(key))
  }

  #refuse(ctx: HttpContext, key: string, data?: Record<string, string | number>) {
    const message = ctx.i18n.t(key, data)
    if (wantsJson(ctx)) return ctx.response.unprocessableEntity({ message })
    notify(ctx, 'error', key, data)
    return redirectBack(ctx)
  }
}
