import type { HttpContext } from '@adonisjs/core/http'
import { PassThrough } from 'node:stream'
import logger from '@adonisjs/core/services/logger'
import OrganisationImport from '#models/organisation_import'
import {
  importFields,
  importPeople,
  importPhotoField,
  MAX_IMPORT_ROWS,
} from '#services/organisations/people_import'
import { writeImportTemplate } from '#services/organisations/people_import'
import { portalQuota } from '#services/organisations/portal_quota'
import { templateNames } from '#services/organisations/organisation_admin'
import { ImportRefusedError } from '#services/imports/accept_import'
import { MAX_UPLOAD } from '#forms/validation'
import { UPLOAD_MAX_MEGABYTES } from '#config/bodyparser'
import { sendXlsxAttachment } from '#services/files/xlsx_download'
import { resolveLocale } from '#services/i18n/locales'
import { notify } from '#http/notify'
import OrganisationQuotaTransformer from '#transformers/organisation_quota_transformer'
import OrganisationImportTransformer from '#transformers/organisation_import_transformer'

/** Many people at once from the portal's .xlsx/.csv template, with row-level results. */
export default class PortalImportsController {
  async create(ctx: HttpContext) {
    const found = await portalQuota(ctx.portal!.organisation, Number(ctx.params.quota))
    if (!found) return this.#notFound(ctx)
    return ctx.inertia.render('organisations/portal/import', {
      quota: OrganisationQuotaTransformer.transform(found.quota, await templateNames()),
      columns: importFields(found.definition).map((spec) => ({
        name: spec.name,
        required: Boolean(spec.required),
      })),
      maxRows: MAX_IMPORT_ROWS,
      maxMegabytes: UPLOAD_MAX_MEGABYTES,
      maxPhoto: MAX_UPLOAD.toUpperCase().replace('MB', ' MB'),
      /** The photo's column (its file's name in the zip), last in the template. */
      photoColumn: importPhotoField(found.definition)?.name ?? null,
    })
  }

  async template(ctx: HttpContext) {
    const found = await portalQuota(ctx.portal!.organisation, Number(ctx.params.quota))
    if (!found) return this.#notFound(ctx)
    const stream = new PassThrough()
    writeImportTemplate(found.definition, resolveLocale(ctx.i18n.locale), stream).catch((error) => {
      logger.error({ err: error }, 'import template failed')
      stream.destroy(error)
    })
    sendXlsxAttachment(ctx, `${found.definition.slug}.xlsx`)
    return ctx.response.stream(stream)
  }

  async store(ctx: HttpContext) {
    const { organisation, manager } = ctx.portal!
    const found = await portalQuota(organisation, Number(ctx.params.quota))
    if (!found) return this.#notFound(ctx)
    const file = ctx.request.file('file')
    const photos = ctx.request.file('photos')
    try {
      if (!file?.tmpPath) throw new ImportRefusedError('imports.refused.missing')
      const record = await importPeople({
        organisation,
        quota: found.quota,
        definition: found.definition,
        managerId: manager.id,
        path: file.tmpPath,
        fileName: file.clientName,
        photosPath: photos?.tmpPath ?? null,
        locale: resolveLocale(ctx.i18n.locale),
      })
      return ctx.response.redirect().toRoute('organisation_imports.show', { import: record.id })
    } catch (error) {
      if (!(error instanceof ImportRefusedError)) throw error
      notify(ctx, 'error', error.key, error.data)
      return ctx.response
        .redirect()
        .toRoute('organisation_imports.create', { quota: found.quota.id })
    }
  }

  async show(ctx: HttpContext) {
    const record = await OrganisationImport.query()
      .where('id', Number(ctx.params.import))
      .where('organisationId', ctx.portal!.organisation.id)
      .first()
    if (!record) return this.#notFound(ctx)
    return ctx.inertia.render('organisations/portal/import_result', {
      result: OrganisationImportTransformer.transform(record),
    })
  }

  /** Another organisation's quota or upload is answered as a missing one. */
  #notFound(ctx: HttpContext) {
    notify(ctx, 'error', 'organisations.portal.not_found')
    return ctx.response.redirect().toRoute('organisation_portal.home')
  }
}
