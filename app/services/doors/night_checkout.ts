import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { organiserZone } from '#services/i18n/time_zone'
import { inCurrentTournaments } from '#services/configuration/current_tournament_forms'
import { REASON_MESSAGES } from '#services/doors/rules/reasons'
import { writePassages } from '#services/doors/passage_writer'

const DATE = 'yyyy-LL-dd'

/**
 * The last night hour (`HH:mm`, the organiser's wall clock) that has come by
 * `at`: today's once it is past, else yesterday's. Its local date names the
 * night a zone is checked out for.
 */
export function lastNightHour(checkoutAt: string, at: DateTime): { date: string; at: DateTime } {
  const local = at.setZone(organiserZone())
  const [hour, minute] = checkoutAt.split(':').map(Number)
  const today = local.set({ hour, minute, second: 0, millisecond: 0 })
  const night = today > local ? today.minus({ days: 1 }) : today
  return { date: night.toFormat(DATE), at: night }
}

/**
 * Zones whose last night hour has come and not been checked out yet: past
 * today's hour and not done today, or before it and not done yesterday (a
 * night missed while no process ran).
 */
async function dueZones(at: DateTime) {
  const local = at.setZone(organiserZone())
  const time = local.toFormat('HH:mm')
  const today = local.toFormat(DATE)
  const yesterday = local.minus({ days: 1 }).toFormat(DATE)
  const notDoneOn = (date: string) => (pending: any) =>
    pending.whereNull('last_checkout_on').orWhere('last_checkout_on', '<', date)
  return inCurrentTournaments(db.from('zones'))
    .whereNotNull('checkout_at')
    .where((due) =>
      due
        .where((past) => past.where('checkout_at', '<=', time).where(notDoneOn(today)))
        .orWhere((before) => before.where('checkout_at', '>', time).where(notDoneOn(yesterday)))
    )
    .select('id', 'name', 'checkout_at')
}

/**
 * At a zone's night hour everyone who entered before it and is still inside
 * is checked out: a passage out (reason night_checkout) each, and their
 * presence turned outside. A catch-up after a restart (the hour passed while
 * no process ran) checks out only who entered before that hour, never who
 * came in since. A zone is claimed for the night with a guarded UPDATE of
 * its last check-out date, so of several instances (or a command and a
 * timer) exactly one does it. Returns how many people were checked out.
 */
export async function nightCheckout(at: DateTime = DateTime.now()): Promise<number> {
  let checkedOut = 0
  for (const zone of await dueZones(at)) {
    const zoneId = Number(zone.id)
    const night = lastNightHour(String(zone.checkout_at), at)
    const now = sqlTimestamp(at)
    checkedOut += await db.transaction(async (trx) => {
      const claimed = await trx
        .from('zones')
        .where('id', zoneId)
        .where((pending) =>
          pending.whereNull('last_checkout_on').orWhere('last_checkout_on', '<', night.date)
        )
        .update({ last_checkout_on: night.date })
      if (Number(claimed) !== 1) return 0
      const left = await trx.rawQuery(
        `update zone_presences set inside = false, changed_at = ?
         where zone_id = ? and inside = true and changed_at < ? returning form_id`,
        [now, zoneId, sqlTimestamp(night.at)]
      )
      const formIds: number[] = (Array.isArray(left) ? left : left.rows).map((row: any) =>
        Number(row.form_id)
      )
      const message = JSON.stringify({
        es: REASON_MESSAGES.night_checkout.es.replace('{zone}', zone.name),
        en: REASON_MESSAGES.night_checkout.en.replace('{zone}', zone.name),
      })
      await writePassages(
        trx,
        formIds.map((formId) => ({
          zone_id: zoneId,
          door_id: null,
          form_id: formId,
          user_id: null,
          device_id: null,
          staff_user_id: null,
          offline: false,
          review_reason: null,
          direction: 'out',
          verdict: 'admit',
          reason: 'night_checkout',
          message,
          counted: true,
          idempotency_key: `checkout-${zoneId}-${night.date}-${formId}`,
          content_digest: null,
          created_at: now,
          claimed_at: null,
        }))
      )
      return formIds.length
    })
  }
  return checkedOut
}
