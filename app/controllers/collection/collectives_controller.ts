import type { HttpContext } from '@adonisjs/core/http'
import { errors as httpErrors } from '@adonisjs/core/http'
import Collective, { COLLECTOR_TYPES } from '#models/collective'
import Tournament from '#models/tournament'
import User from '#models/user'
import { collectiveValidator } from '#validators/collective'
import { collectiveFilters, collectiveList } from '#services/collection/collective_list'
import { cardsOf, hiddenCardCount } from '#services/collection/collective_cards'
import { listScope } from '#services/auth/form_access'
import ForbiddenException from '#exceptions/forbidden_exception'
import { needsGolfAcceptance, PRIVACY_TEXT, GOLF_TEXT } from '#services/collection/acceptance_texts'
import { collectiveReceipt } from '#services/collection/receipt_pdf'
import { streamPrivateFile } from '#services/files/private_file_response'
import { recordFileAccess } from '#services/privacy/file_access_log'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import CollectiveTransformer from '#transformers/collective_transformer'
import CollectiveCardTransformer from '#transformers/collective_card_transformer'

/** Sign: hand credentials over against a signature. */
export default class CollectivesController {
  async index({ auth, inertia, request }: HttpContext) {
    const filters = collectiveFilters(request.qs())
    const list = await collectiveList(filters, listScope(auth.getUserOrFail()))
    return inertia.render('collection/index', {
      filters,
      collectives: CollectiveTransformer.transform(list.collectives).useVariant('forList'),
      pagination: list.pagination,
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('collection/form', {
      collective: null,
      types: [...COLLECTOR_TYPES],
    })
  }

  async store(ctx: HttpContext) {
    const values = await ctx.request.validateUsing(collectiveValidator)
    const collective = await Collective.create({ ...values, userId: ctx.auth.user!.id })
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('collectives.show', { id: collective.id })
  }

  /**
   * The signing screen of a waiting collective; a signed one read-only, with
   * its receipt. Cards of types the user does not review are counted, not shown.
   */
  async show({ auth, inertia, params }: HttpContext) {
    const collective = await Collective.findOrFail(params.id)
    const scope = listScope(auth.getUserOrFail())
    const cards = await cardsOf(collective.id, scope)
    return inertia.render('collection/show', {
      collective: CollectiveTransformer.transform(collective),
      cards: CollectiveCardTransformer.transform(cards),
      hiddenCards: await hiddenCardCount(collective.id, scope),
      golfRequired: needsGolfAcceptance(await cardsOf(collective.id)),
      texts: { privacy: PRIVACY_TEXT.key, golf: GOLF_TEXT.key },
    })
  }

  async edit(ctx: HttpContext) {
    const collective = await this.#waiting(ctx)
    if (!collective) return redirectBack(ctx)
    return ctx.inertia.render('collection/form', {
      collective: CollectiveTransformer.transform(collective),
      types: [...COLLECTOR_TYPES],
    })
  }

  async update(ctx: HttpContext) {
    const collective = await this.#waiting(ctx)
    if (!collective) return redirectBack(ctx)
    const values = await ctx.request.validateUsing(collectiveValidator)
    collective.merge({
      ...values,
      document: values.document ?? null,
      email: values.email ?? null,
      phone: values.phone ?? null,
      observation: values.observation ?? null,
    })
    await collective.save()
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('collectives.show', { id: collective.id })
  }

  /** The signature image, to staff of the desk only (private disk, never a public URL). */
  async signature(ctx: HttpContext) {
    const collective = await Collective.findOrFail(ctx.params.id)
    if (!collective.signaturePath) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    }
    await recordFileAccess(ctx, { kind: 'signature', detail: `collection ${collective.id}` })
    return streamPrivateFile(ctx, collective.signaturePath)
  }

  /** print {id}: the receipt PDF of a signed collective, whole, to staff who may see every card. */
  async print(ctx: HttpContext) {
    const collective = await Collective.findOrFail(ctx.params.id)
    if ((await hiddenCardCount(collective.id, listScope(ctx.auth.getUserOrFail()))) > 0) {
      throw new ForbiddenException(
        `receipt of collection ${collective.id}`,
        'collection.hidden_cards'
      )
    }
    if (collective.state !== 'signed') {
      notify(ctx, 'error', 'collection.not_signed_yet')
      return redirectBack(ctx)
    }
    const current = await Tournament.current()
    const tournaments = current.map((tournament) => tournament.name).join(' · ')
    const signer = collective.signedByUserId ? await User.find(collective.signedByUserId) : null
    const pdf = await collectiveReceipt(collective, ctx.i18n, {
      tournaments,
      staff: signer ? `${signer.name} ${signer.lastName}` : '—',
    })
    await recordFileAccess(ctx, { kind: 'receipt', detail: `collection ${collective.id}` })
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header('content-disposition', `inline; filename="collection-${collective.id}.pdf"`)
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.stream(pdf)
  }

  /** A signed collective is read-only: said on the server, not only hidden on the page. */
  async #waiting(ctx: HttpContext) {
    const collective = await Collective.findOrFail(ctx.params.id)
    if (collective.state === 'signed') {
      notify(ctx, 'error', 'collection.read_only')
      return null
    }
    return collective
  }
}
