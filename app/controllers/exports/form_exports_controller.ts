import { hasCapability } from '#services/auth/capabilities'
import { auditExport } from '#http/audit_configuration'
import { canAccessFormType } from '#services/auth/form_access'
import { PassThrough } from 'node:stream'
import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import drive from '@adonisjs/drive/services/main'
import { routeFormType } from '#forms/route_form_type'
import { formType } from '#forms/registry'
import type { Locale } from '#config/i18n'
import ExportFormsJob from '#jobs/export_forms_job'
import FormExport from '#models/form_export'
import { parseListFilters } from '#services/forms/form_list'
import { countSelected, writeFormsWorkbook } from '#services/exports/forms_workbook'
import { exportKey } from '#services/exports/export_files'
import { notify } from '#http/notify'
import { linkAuditForms, recordAudit } from '#services/audit/audit_trail'
import { auditActor } from '#http/audit_actor'
import FormExportTransformer from '#transformers/form_export_transformer'
import { wantsJson } from '#http/wants_json'
import ForbiddenException from '#exceptions/forbidden_exception'
import { redirectBack } from '#http/redirect_back'
import { sendXlsxAttachment } from '#services/files/xlsx_download'
import { recordFileAccess } from '#services/privacy/file_access_log'

/** The exports panel lists this many of a staff member's newest exports. */
const EXPORTS_SHOWN = 30

/** Above this many rows the direct download refuses and the emailed export is the way. */
export const DIRECT_EXPORT_LIMIT = 2000

/** The list's filters (query string or body) without its page: an export takes every page. */
function filtersOf(ctx: HttpContext) {
  return { ...parseListFilters(ctx.request.all()), page: undefined }
}

function fileName(type: string) {
  return `${type}-${new Date().toISOString().slice(0, 10)}.xlsx`
}

/** Excel exports of the staff lists: at once for short lists, by mail for long ones. */
export default class FormExportsController {
  /** POST mform/{type}/export: queue the export; it arrives by email. */
  async store(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const userId = ctx.auth.user!.id
    /**
     * The export's row, its audit row and its job commit together (the job
     * links the requests it wrote to that audit row, so it must find it):
     * a failure to queue leaves neither.
     */
    try {
      await db.transaction(async (trx) => {
        const record = await FormExport.create(
          { userId, type: definition.slug, status: 'queued' },
          { client: trx }
        )
        await recordAudit(
          {
            ...auditActor(ctx),
            action: 'export',
            objectType: 'form_export',
            objectId: record.id,
            details: { type: definition.slug, filters: filtersOf(ctx) },
          },
          trx
        )
        await queueWithin(trx, async () => {
          await ExportFormsJob.dispatch({
            userId,
            type: definition.slug,
            filters: filtersOf(ctx),
            locale: ctx.i18n.locale as Locale,
            exportId: record.id,
          })
        })
      })
    } catch (error) {
      logger.error({ err: error }, 'forms export could not be queued')
      if (wantsJson(ctx)) {
        return ctx.response.internalServerError({ message: ctx.i18n.t('errors.generic') })
      }
      notify(ctx, 'error', 'errors.generic')
      return redirectBack(ctx)
    }
    if (wantsJson(ctx)) {
      return ctx.response.accepted({ message: ctx.i18n.t('forms_export.queued') })
    }
    notify(ctx, 'success', 'forms_export.queued')
    return redirectBack(ctx)
  }

  /** GET mform/{type}/export: small selections stream straight to the browser. */
  async direct(ctx: HttpContext) {
    const definition = routeFormType(ctx)
    const filters = filtersOf(ctx)
    if ((await countSelected(definition, filters)) > DIRECT_EXPORT_LIMIT) {
      const message = ctx.i18n.t('forms_export.too_many', { limit: DIRECT_EXPORT_LIMIT })
      if (wantsJson(ctx)) return ctx.response.unprocessableEntity({ message })
      notify(ctx, 'error', 'forms_export.too_many', { limit: DIRECT_EXPORT_LIMIT })
      return redirectBack(ctx)
    }
    await recordFileAccess(ctx, { kind: 'export', detail: `${definition.slug} (direct)` })
    const eventId = await auditExport(ctx, 'form_list', null, {
      type: definition.slug,
      filters,
      direct: true,
    })
    const held: number[] = []
    const stream = new PassThrough()
    writeFormsWorkbook(definition, filters, ctx.i18n.locale, { stream }, (ids) => held.push(...ids))
      .then(() => linkAuditForms(eventId, held))
      .catch((error) => {
        logger.error({ err: error }, 'direct forms export failed')
        stream.destroy(error)
      })
    sendXlsxAttachment(ctx, fileName(definition.slug))
    return ctx.response.stream(stream)
  }

  /** GET exports: the staff member's own exports, newest first, each with its state. */
  async index(ctx: HttpContext) {
    const exports = await FormExport.query()
      .where('userId', ctx.auth.user!.id)
      .orderBy('id', 'desc')
      .limit(EXPORTS_SHOWN)
    return ctx.inertia.render('exports/index', {
      exports: FormExportTransformer.transform(exports),
    })
  }

  /** GET exports/{id}/file: a finished export, from the panel, for its owner while still allowed. */
  async file(ctx: HttpContext) {
    const user = ctx.auth.user!
    const record = await FormExport.find(ctx.params.id)
    if (!record || record.userId !== user.id || record.status !== 'done' || !record.file) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    }
    if (!hasCapability(user, 'edit') || !canAccessFormType(user, record.type)) {
      throw new ForbiddenException('export no longer allowed')
    }
    return this.#streamStored(ctx, record.file, record.type, record.id)
  }

  /** GET exports/{file}: the signed link from the export email. */
  async download(ctx: HttpContext) {
    /** A bad or expired signature reads as a missing file: nothing to learn by guessing. */
    if (!ctx.request.hasValidSignature()) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    }
    const user = ctx.auth.user!
    if (Number(ctx.request.qs().user) !== user.id)
      throw new ForbiddenException('export link of another user')
    /** What the link was made for must still be allowed: an edit right or a form type taken away ends it. */
    const requested = formType(String(ctx.request.qs().type))
    if (!requested || !hasCapability(user, 'edit') || !canAccessFormType(user, requested.slug)) {
      throw new ForbiddenException('export no longer allowed')
    }
    const record = await FormExport.findBy('file', String(ctx.params.file))
    return this.#streamStored(ctx, String(ctx.params.file), requested.slug, record?.id ?? null)
  }

  /** A stored workbook as an attachment; one pruned after its retention reads as missing. */
  async #streamStored(ctx: HttpContext, file: string, type: string, exportId: number | null) {
    const disk = drive.use()
    const key = exportKey(file)
    if (!(await disk.exists(key))) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    }
    await recordFileAccess(ctx, { kind: 'export', detail: `${type} ${file}` })
    await auditExport(ctx, 'form_export', exportId, { type, downloaded: file })
    sendXlsxAttachment(ctx, fileName(type))
    return ctx.response.stream(await disk.getStream(key))
  }
}
