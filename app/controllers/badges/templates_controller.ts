import { createReadStream } from 'node:fs'
import { auditConfiguration } from '#http/audit_configuration'
import { rm } from 'node:fs/promises'
import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { deskScope } from '#services/auth/form_access'
import { printableIds } from '#services/badges/badge_data'
import { builtInTemplate, ELEMENT_KINDS, SIZES } from '#services/badges/badge_template'
import { renderBadges } from '#services/badges/print_badges'
import { openTemplate, saveTemplateVersion, templatesOf } from '#services/badges/template_store'
import { templateProblems } from '#services/badges/template_rules'
import {
  badgeTournamentOf,
  badgeTournamentsOf,
  categoriesOf,
} from '#services/badges/template_access'
import {
  imagesOfTournament,
  removeTemplateImage,
  storeTemplateImage,
  TemplateImageRefused,
  type ShownBy,
} from '#services/badges/template_images'
import { labelsOf } from '#services/credentials/credential_labels'
import type { Locale } from '#config/i18n'
import { previewCredentials } from '#services/badges/preview_credentials'
import { badgePreviewValidator, badgeTemplateValidator } from '#validators/badge_template'
import { recordFileAccessOfEach } from '#services/privacy/file_access_log'

/** The badge designer: templates per tournament and category, their images and preview. */
export default class TemplatesController {
  async #tournament(ctx: HttpContext, id: unknown) {
    const tournament = await badgeTournamentOf(ctx.auth.getUserOrFail(), id)
    if (!tournament)
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    return tournament
  }

  /** GET badge-templates: each tournament's categories and their template's version. */
  async index(ctx: HttpContext) {
    const tournaments = await badgeTournamentsOf(ctx.auth.getUserOrFail())
    const list = []
    for (const tournament of tournaments) {
      const templates = await templatesOf(tournament.id)
      const versions = new Map(templates.map((t) => [t.category, t.currentVersion]))
      list.push({
        id: tournament.id,
        name: tournament.name,
        categories: [{ code: '', labels: null }, ...categoriesOf(tournament)].map((category) => ({
          ...category,
          version: versions.get(category.code) ?? 0,
        })),
      })
    }
    return ctx.inertia.render('badges/templates', { tournaments: list })
  }

  /** GET badge-templates/:tournament/design?category=: the designer on a template's current version. */
  async edit(ctx: HttpContext) {
    const tournament = await this.#tournament(ctx, ctx.params.tournament)
    const raw = ctx.request.qs().category
    const category = typeof raw === 'string' ? raw : ''
    const categories = categoriesOf(tournament)
    if (category !== '' && !categories.some((c) => c.code === category))
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    const stored = await openTemplate(tournament.id, category)
    /** A category without its own template starts from the tournament's default. */
    const start =
      stored ??
      (category !== '' ? await openTemplate(tournament.id, '') : null) ??
      builtInTemplate(tournament.badgeFormat)
    return ctx.inertia.render('badges/designer', {
      tournament: { id: tournament.id, name: tournament.name },
      category,
      categories,
      basedOn: stored?.version ?? 0,
      definition: start.definition,
      images: await imagesOfTournament(tournament.id),
      kinds: [...ELEMENT_KINDS],
      sizes: { cr80: [...SIZES.cr80], a6: [...SIZES.a6], a7: [...SIZES.a7] },
    })
  }

  /** POST badge-templates/:tournament: a new version, or why not (nothing saved). */
  async save(ctx: HttpContext) {
    const tournament = await this.#tournament(ctx, ctx.params.tournament)
    const input = await ctx.request.validateUsing(badgeTemplateValidator)
    const category = input.category ?? ''
    const { definition, problems } = await templateProblems(input.definition, tournament, category)
    if (problems.length > 0)
      return ctx.response.unprocessableEntity({
        message: ctx.i18n.t('designer.problems.title'),
        problems: problems.map((problem) => ({
          ...problem,
          message: ctx.i18n.t(`designer.problems.${problem.key}`, {
            side: (problem.side ?? 0) + 1,
            element: (problem.element ?? 0) + 1,
          }),
        })),
      })
    const outcome = await saveTemplateVersion(tournament.id, category, definition, {
      userId: ctx.auth.getUserOrFail().id,
      basedOn: input.basedOn,
    })
    if (outcome.status === 'stale')
      return ctx.response.conflict({
        message: ctx.i18n.t('designer.stale', { version: outcome.version }),
      })
    if (outcome.status === 'image_gone')
      return ctx.response.unprocessableEntity({
        message: ctx.i18n.t('designer.problems.unknown_image'),
      })
    await auditConfiguration(ctx, 'badge_template', tournament.id, { category, ...outcome })
    return {
      version: outcome.version,
      message: ctx.i18n.t('designer.saved', { version: outcome.version }),
    }
  }

  /**
   * POST badge-templates/:tournament/preview {formId, definition}: the
   * unsaved design drawn for one credential by the renderer that prints, as a
   * PDF (the designer shows this file). Logs no print.
   */
  async preview(ctx: HttpContext) {
    const tournament = await this.#tournament(ctx, ctx.params.tournament)
    const user = ctx.auth.getUserOrFail()
    const input = await ctx.request.validateUsing(badgePreviewValidator)
    const [formId] = await printableIds([input.formId], {
      ...deskScope(user),
      tournamentId: tournament.id,
    })
    if (!formId) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    const { definition, problems } = await templateProblems(input.definition, tournament, '')
    const offCard = problems.filter((problem) => problem.key === 'unknown_image')
    if (offCard.length > 0)
      return ctx.response.unprocessableEntity({
        message: ctx.i18n.t('designer.problems.unknown_image'),
      })
    let path: string
    try {
      path = await renderBadges([formId], ctx.i18n, null, {
        kind: 'fixed',
        version: { templateId: null, versionId: null, version: 0, definition },
      })
    } catch (error) {
      logger.error({ err: error }, 'badge preview failed')
      return ctx.response.unprocessableEntity({ message: ctx.i18n.t('badges.failed') })
    }
    await recordFileAccessOfEach(ctx, {
      kind: 'badges',
      formIds: [formId],
      detail: 'design preview',
    })
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header('cache-control', 'private, no-store')
    const file = createReadStream(path)
    file.on('close', () => void rm(path, { force: true }))
    return ctx.response.stream(file)
  }

  /** GET badge-templates/:tournament/credentials?search=&pick=: credentials to preview with. */
  async credentials(ctx: HttpContext) {
    const tournament = await this.#tournament(ctx, ctx.params.tournament)
    const user = ctx.auth.getUserOrFail()
    const { search, pick } = ctx.request.qs()
    return previewCredentials(
      { ...deskScope(user), tournamentId: tournament.id },
      {
        search: typeof search === 'string' ? search : '',
        pick: pick === 'longest' || pick === 'minor' || pick === 'day_pass' ? pick : null,
      }
    )
  }

  /** POST badge-templates/:tournament/images (multipart `image`): a logo or strip, checked by content. */
  async upload(ctx: HttpContext) {
    const tournament = await this.#tournament(ctx, ctx.params.tournament)
    const file = ctx.request.file('image')
    if (!file?.tmpPath)
      return ctx.response.unprocessableEntity({
        message: ctx.i18n.t('designer.images.not_an_image'),
      })
    try {
      const image = await storeTemplateImage(tournament.id, {
        tmpPath: file.tmpPath,
        size: file.size,
        clientName: file.clientName,
      })
      return { ...image, name: file.clientName }
    } catch (error) {
      if (error instanceof TemplateImageRefused)
        return ctx.response.unprocessableEntity({
          message: ctx.i18n.t(`designer.images.${error.reason}`),
        })
      throw error
    }
  }

  /** The image the route names, of a tournament the user designs; else a 404. */
  async #image(ctx: HttpContext) {
    const row = await db.from('badge_images').where('id', Number(ctx.params.id)).first()
    if (!row || !(await badgeTournamentOf(ctx.auth.getUserOrFail(), row.tournament_id)))
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    return row
  }

  /** GET badge-templates/images/:id: an uploaded image (PNG), for a tournament the user designs. */
  async image(ctx: HttpContext) {
    const row = await this.#image(ctx)
    ctx.response.header('content-type', 'image/png')
    ctx.response.header('cache-control', 'private, max-age=3600')
    ctx.response.header('x-content-type-options', 'nosniff')
    return ctx.response.send(Buffer.from(await drive.use().getBytes(row.path)))
  }

  /**
   * DELETE badge-templates/images/:id: an image no saved version shows goes,
   * row and file; one a version shows stays (every version prints as designed).
   */
  async removeImage(ctx: HttpContext) {
    const row = await this.#image(ctx)
    const outcome = await removeTemplateImage(Number(row.tournament_id), Number(row.id))
    if (outcome.status === 'not_found')
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    if (outcome.status === 'in_use')
      return ctx.response.conflict({
        message: ctx.i18n.t('designer.images.in_use', {
          versions: this.#versionList(ctx, outcome.shownBy),
        }),
      })
    await auditConfiguration(ctx, 'badge_image', Number(row.id), { deleted: row.name })
    return { message: ctx.i18n.t('designer.images.removed', { name: row.name }) }
  }

  /** "Press v1, v2 · Default of the tournament v1": the saved versions that show an image. */
  #versionList(ctx: HttpContext, shownBy: ShownBy[]) {
    const byCategory = new Map<string, number[]>()
    for (const { category, version } of shownBy)
      byCategory.set(category, [...(byCategory.get(category) ?? []), version])
    return [...byCategory]
      .map(([category, versions]) => {
        const label = category
          ? labelsOf('category', category)[ctx.i18n.locale as Locale]
          : ctx.i18n.t('designer.default')
        return `${label} ${versions.map((version) => `v${version}`).join(', ')}`
      })
      .join(' · ')
  }
}
