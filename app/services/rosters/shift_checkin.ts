import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Form from '#models/form'
import Tournament from '#models/tournament'
import { findFormByScan } from '#services/scanning/scan_codes'
import { isReplacedCode } from '#services/credentials/replaced_cards'
import { localMoment } from '#services/doors/local_moment'
import { lockRoster } from '#services/rosters/roster_lock'
import { rosterSettings } from '#services/rosters/roster_world'
import { clockMinutes } from '#services/rosters/roster_rules'
import { applyMealCredits } from '#services/rosters/meal_credits'
import { storedMoment } from '#support/sql_time'
import { publishedRows } from '#services/rosters/published_rows'

/** A check-in is accepted from this many minutes before the shift starts. */
export const EARLIEST_CHECK_IN = 60

export type ShiftScanAnswer = {
  outcome: 'checked_in' | 'checked_out' | 'no_shift' | 'not_here' | 'unknown' | 'replaced'
  name?: string
  position?: string
  startsAt?: string
  endsAt?: string
  late?: boolean
  workedMinutes?: number
  credits?: number
}

/**
 * A badge scanned at a shift desk of the tournament (optionally some
 * positions'): checks the person out of the published shift they are
 * checked in to, or else into today's shift that is open now (from an hour
 * before its start to its end), late after the tournament's grace. Hours
 * (capped at the shift) become meal credits at check-out, once. A scan
 * repeated with the desk's same key is answered again, never applied twice.
 */
export async function scanAtShiftDesk(
  tournament: Tournament,
  input: { scan: string; key: string; positionIds?: number[]; userId: number | null },
  at: DateTime = DateTime.now()
): Promise<ShiftScanAnswer> {
  const form = await findFormByScan(input.scan)
  if (!form || form.tournamentId !== tournament.id) {
    return { outcome: (await isReplacedCode(input.scan)) ? 'replaced' : 'unknown' }
  }
  return shiftAttendance(tournament, form, input, at)
}

/**
 * A holder admitted at a door of a zone some positions need: entering
 * checks them in to their shift there open now, leaving checks them out,
 * with the door scan's key (decision 0232). Nothing when the zone is no
 * position's or the holder has no shift there today.
 */
export async function shiftAtZoneDoor(
  input: { zoneId: number; formId: number; direction: 'in' | 'out'; key: string; userId: number },
  at: DateTime = DateTime.now()
): Promise<ShiftScanAnswer | null> {
  const positions = await db
    .from('roster_positions')
    .where('zone_id', input.zoneId)
    .select('id', 'tournament_id')
  if (positions.length === 0) return null
  const form = await Form.find(input.formId)
  const tournament = form && (await Tournament.find(form.tournamentId))
  if (!form || !tournament) return null
  const answer = await shiftAttendance(
    tournament,
    form,
    {
      key: input.key,
      userId: input.userId,
      direction: input.direction,
      positionIds: positions.map((position) => Number(position.id)),
    },
    at
  )
  return answer.outcome === 'not_here' ? null : answer
}

/** Checks a known holder in or out of today's published shift (`direction` limits it to one). */
async function shiftAttendance(
  tournament: Tournament,
  form: Form,
  input: { key: string; positionIds?: number[]; userId: number | null; direction?: 'in' | 'out' },
  at: DateTime
): Promise<ShiftScanAnswer> {
  const name = `${form.name} ${form.lastName}`
  const { date, time } = localMoment(at)
  const now = clockMinutes(time)
  return db.transaction(async (trx) => {
    await lockRoster(trx, tournament.id)
    const settings = await rosterSettings(tournament.id, trx)
    const query = publishedRows(trx)
      .where('roster_published.tournament_id', tournament.id)
      .where('roster_published.form_id', form.id)
      .where('roster_shifts.day', date)
      .orderBy('roster_shifts.starts_at')
      .select(
        'roster_shifts.id',
        'roster_shifts.starts_at',
        'roster_shifts.ends_at',
        'roster_positions.name as position',
        'roster_attendances.id as attendance_id',
        'roster_attendances.checked_in_at',
        'roster_attendances.checked_in_key',
        'roster_attendances.checked_out_at',
        'roster_attendances.checked_out_key',
        'roster_attendances.worked_minutes'
      )
    if (input.positionIds) query.whereIn('roster_shifts.position_id', input.positionIds)
    const shifts = await query
    /** Nobody this desk rosters today: the answer names nobody. */
    if (shifts.length === 0) return { outcome: 'not_here' as const }
    const shown = (row: (typeof shifts)[number]) => ({
      name,
      position: String(row.position),
      startsAt: String(row.starts_at),
      endsAt: String(row.ends_at),
    })

    const repeated = shifts.find(
      (row) => row.checked_in_key === input.key || row.checked_out_key === input.key
    )
    if (repeated) {
      const out = repeated.checked_out_key === input.key
      return {
        outcome: out ? 'checked_out' : 'checked_in',
        ...shown(repeated),
        workedMinutes: out ? Number(repeated.worked_minutes) : undefined,
      }
    }

    const open = shifts.find((row) => row.checked_in_at && !row.checked_out_at)
    if (open && input.direction !== 'in') {
      const start = clockMinutes(String(open.starts_at))
      const end = clockMinutes(String(open.ends_at))
      const checkedIn = clockMinutes(
        localMoment(DateTime.fromJSDate(storedMoment(open.checked_in_at)!)).time
      )
      const worked = Math.max(0, Math.min(now, end) - Math.max(checkedIn, start))
      await trx
        .from('roster_attendances')
        .where('id', open.attendance_id)
        .whereNull('checked_out_at')
        .update({
          checked_out_at: at.toUTC().toSQL({ includeOffset: false }),
          checked_out_key: input.key,
          worked_minutes: worked,
        })
      const credits = await applyMealCredits(trx, settings, form.id, date, input.userId)
      return { outcome: 'checked_out', ...shown(open), workedMinutes: worked, credits }
    }

    const next = shifts.find(
      (row) =>
        input.direction !== 'out' &&
        !row.attendance_id &&
        clockMinutes(String(row.starts_at)) - EARLIEST_CHECK_IN <= now &&
        now < clockMinutes(String(row.ends_at))
    )
    if (!next) return { outcome: 'no_shift', name }
    await trx.table('roster_attendances').insert({
      tournament_id: tournament.id,
      shift_id: next.id,
      form_id: form.id,
      checked_in_at: at.toUTC().toSQL({ includeOffset: false }),
      checked_in_key: input.key,
    })
    const late = now > clockMinutes(String(next.starts_at)) + settings.lateAfterMinutes
    return { outcome: 'checked_in', ...shown(next), late }
  })
}
