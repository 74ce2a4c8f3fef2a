import type { HttpContext } from '@adonisjs/core/http'
import type { CardRefusal } from '#services/collection/card_eligibility'
import { formatForPeople } from '#services/i18n/time_zone'

/**
 * Why a card cannot be handed over, in the desk's language: the staff
 * collection desk and a paired collection desk say it alike.
 */
export function cardRefusalMessage(ctx: HttpContext, refusal: CardRefusal) {
  const data =
    refusal.reason === 'collected'
      ? {
          collector: refusal.collector,
          date: formatForPeople(new Date(refusal.at), ctx.i18n.locale, { time: true }),
          staff: refusal.by ?? '—',
        }
      : refusal.reason === 'waiting_elsewhere'
        ? { collector: refusal.collector }
        : {}
  return ctx.i18n.t(`collection.card_refusals.${refusal.reason}`, data)
}
