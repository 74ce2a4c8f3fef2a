import type { HttpContext } from '@adonisjs/core/http'
import Collective from '#models/collective'
import { addCard, removeCard } from '#services/collection/collective_cards'
import { deskScope, listScope, lookUpForm, lookUpScan } from '#services/auth/form_access'
import { signCollective } from '#services/collection/sign_collective'
import { signaturePng } from '#services/collection/signature_image'
import { cardScanValidator, signValidator } from '#validators/collective'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { seenForm } from '#http/seen_form'
import { cardRefusalMessage } from '#http/card_refusal_message'
import type Form from '#models/form'

/**
 * The cards of a collective and its signing (a card is found by its code or
 * its id, among this year's credentials the staff member reviews).
 */
export default class CollectiveCardsController {
  /** POST {id}/validate {code}: a scanned card (badge code or RFID tag). */
  async validateCode(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(cardScanValidator)
    const lookup = await lookUpScan(deskScope(ctx.auth.getUserOrFail()), code)
    const form = await seenForm(ctx, lookup)
    if (!form && lookup.replaced) {
      const message = cardRefusalMessage(ctx, { reason: 'card_replaced' })
      return ctx.response.unprocessableEntity({ message })
    }
    return this.#add(ctx, form)
  }

  /** POST {id}/validate/{form}: a card picked by its request id. */
  async validateForm(ctx: HttpContext) {
    const scope = deskScope(ctx.auth.getUserOrFail())
    return this.#add(ctx, await seenForm(ctx, lookUpForm(scope, Number(ctx.params.form))))
  }

  async destroy(ctx: HttpContext) {
    const collective = await this.#waiting(ctx)
    if (!collective) return ctx.response.conflict({ message: ctx.i18n.t('collection.read_only') })
    const scope = listScope(ctx.auth.getUserOrFail())
    const form = await seenForm(ctx, lookUpForm(scope, Number(ctx.params.form)))
    if (!form) {
      return ctx.response.notFound({ message: ctx.i18n.t('collection.card_refusals.not_found') })
    }
    await removeCard(collective, form.id)
    return { removed: true }
  }

  /** POST {id}/sign: acceptances and the signature; every card collected at once. */
  async sign(ctx: HttpContext) {
    const collective = await Collective.findOrFail(ctx.params.id)
    const values = await ctx.request.validateUsing(signValidator)
    const signature = await signaturePng(values.signature)
    if (!signature) {
      notify(ctx, 'error', 'collection.refusals.signature')
      return redirectBack(ctx)
    }
    const outcome = await signCollective(collective, {
      signature,
      privacy: values.privacy === true,
      golf: values.golf === true,
      locale: ctx.i18n.locale,
      userId: ctx.auth.user!.id,
      scope: listScope(ctx.auth.getUserOrFail()),
    })
    if (!outcome.signed) {
      notify(ctx, 'error', `collection.refusals.${outcome.reason}`, {
        names: outcome.names?.join(', ') ?? '',
      })
      return redirectBack(ctx)
    }
    notify(ctx, 'success', 'collection.signed')
    return ctx.response.redirect().toRoute('collectives.show', { id: collective.id })
  }

  async #add(ctx: HttpContext, form: Form | null) {
    const collective = await this.#waiting(ctx)
    if (!collective) return ctx.response.conflict({ message: ctx.i18n.t('collection.read_only') })
    const answer = await addCard(collective, form)
    if (answer.added) return { form: { id: answer.form.id } }
    return ctx.response.unprocessableEntity({ message: cardRefusalMessage(ctx, answer.refusal) })
  }

  async #waiting(ctx: HttpContext) {
    const collective = await Collective.findOrFail(ctx.params.id)
    return collective.state === 'signed' ? null : collective
  }
}
