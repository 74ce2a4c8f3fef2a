import type { HttpContext } from '@adonisjs/core/http'
import {
  lookUpDeskCard,
  saveDeskCollective,
  signDeskCollective,
  type DeskCardRefusal,
} from '#services/devices/collection_desk'
import { deskCardValidator, deskCollectiveValidator, deskSignValidator } from '#validators/devices'
import { cardRefusalMessage } from '#http/card_refusal_message'

/**
 * A paired collection desk's API (decision 0120): a scanned card looked up,
 * the collector saved to sign later, and the signing, in the device's
 * tournament only, each refusal with its message in the desk's language.
 */
export default class DeviceCollectionController {
  /** POST {code, key?}: a card scanned at the desk (nothing is saved). */
  async lookup(ctx: HttpContext) {
    const { code, key } = await ctx.request.validateUsing(deskCardValidator)
    const answer = await lookUpDeskCard(ctx.device!, code, key)
    if ('card' in answer) return { card: answer.card }
    return ctx.response.unprocessableEntity({
      reason: answer.refusal.reason,
      message: cardRefusalMessage(ctx, answer.refusal),
    })
  }

  /** POST the collector and their cards, under the screen's key: saved, waiting to sign. */
  async save(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(deskCollectiveValidator)
    const outcome = await saveDeskCollective(ctx.device!, input)
    if (outcome.status === 'conflict') return this.#conflict(ctx)
    return {
      collective: { id: outcome.collective.id, state: outcome.collective.state },
      refused: outcome.status === 'saved' ? this.#refused(ctx, outcome.refused) : [],
    }
  }

  /** POST the collector, cards, acceptances and signature: signed once under the key. */
  async sign(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(deskSignValidator)
    const outcome = await signDeskCollective(ctx.device!, input)
    if (outcome.status === 'conflict') return this.#conflict(ctx)
    if (outcome.status === 'signed') {
      return {
        collective: { id: outcome.collective.id, state: outcome.collective.state },
        replayed: outcome.replayed,
      }
    }
    if (outcome.status === 'cards_refused') {
      return ctx.response.unprocessableEntity({
        reason: 'cards_refused',
        message: ctx.i18n.t('desk.collection.cards_refused'),
        refused: this.#refused(ctx, outcome.refused),
      })
    }
    return ctx.response.unprocessableEntity({
      reason: outcome.reason,
      message: ctx.i18n.t(`collection.refusals.${outcome.reason}`, {
        names: outcome.names?.join(', ') ?? '',
      }),
      refused: [],
    })
  }

  #refused(ctx: HttpContext, refused: DeskCardRefusal[]) {
    return refused.map(({ formId, refusal }) => ({
      formId,
      message: cardRefusalMessage(ctx, refusal),
    }))
  }

  /** The key names another device's collective: nothing of it is told. */
  #conflict(ctx: HttpContext) {
    return ctx.response.conflict({
      reason: 'key_conflict',
      message: ctx.i18n.t('desk.collection.key_conflict'),
    })
  }
}
