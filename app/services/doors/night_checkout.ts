import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { inCurrentTournaments } from '#services/configuration/current_tournament_forms'
import { REASON_MESSAGES } from '#services/doors/rules/reasons'
import { localMoment } from '#services/doors/local_moment'
import { announceOccupancy } from '#services/doors/occupancy'

/**
 * At a zone's night hour everyone still inside is checked out: a passage
 * out (reason night_checkout) each, and the zone empty. A zone is claimed
 * for the night with a guarded UPDATE of its last check-out date, so of
 * several instances (or a command and a timer) exactly one does it.
 * Returns how many people were checked out.
 */
export async function nightCheckout(at: DateTime = DateTime.now()): Promise<number> {
  const { date, time } = localMoment(at)
  const due = await inCurrentTournaments(db.from('zones'))
    .whereNotNull('checkout_at')
    .where('checkout_at', '<=', time)
    .where((pending) =>
      pending.whereNull('last_checkout_on').orWhere('last_checkout_on', '<', date)
    )
    .select('id', 'name')
  let checkedOut = 0
  for (const zone of due) {
    const zoneId = Number(zone.id)
    const now = sqlTimestamp(at)
    const count = await db.transaction(async (trx) => {
      const claimed = await trx
        .from('zones')
        .where('id', zoneId)
        .where((pending) =>
          pending.whereNull('last_checkout_on').orWhere('last_checkout_on', '<', date)
        )
        .update({ last_checkout_on: date })
      if (Number(claimed) !== 1) return 0
      const inside = await trx
        .from('zone_presences')
        .where({ zone_id: zoneId, inside: true })
        .select('form_id')
      if (inside.length === 0) return 0
      const message = JSON.stringify({
        es: REASON_MESSAGES.night_checkout.es.replace('{zone}', zone.name),
        en: REASON_MESSAGES.night_checkout.en.replace('{zone}', zone.name),
      })
      await trx.table('passages').multiInsert(
        inside.map((row) => ({
          zone_id: zoneId,
          door_id: null,
          form_id: row.form_id,
          user_id: null,
          direction: 'out',
          verdict: 'admit',
          reason: 'night_checkout',
          message,
          counted: true,
          idempotency_key: `checkout-${zoneId}-${date}-${row.form_id}`,
          created_at: now,
        }))
      )
      await trx
        .from('zone_presences')
        .where({ zone_id: zoneId, inside: true })
        .update({ inside: false, changed_at: now })
      return inside.length
    })
    if (count > 0) await announceOccupancy(zoneId)
    checkedOut += count
  }
  return checkedOut
}
