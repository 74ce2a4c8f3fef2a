import type { HttpContext } from '@adonisjs/core/http'
import { rosterTournament } from '#http/roster_tournament'
import { gridQueryValidator, shiftScanValidator } from '#validators/rosters'
import { scanAtShiftDesk } from '#services/rosters/shift_checkin'
import { attendanceSummary, shiftBoard } from '#services/rosters/attendance_summary'
import RosterPosition from '#models/roster_position'

/**
 * Rosters → the shift desk: a badge scanned by a keyboard wedge checks its
 * holder in to or out of today's published shift; the board beside it shows
 * who is in, late or missing, refreshed live.
 */
export default class ShiftDeskController {
  async show(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const query = await gridQueryValidator.validate(ctx.request.qs())
    const positions = await RosterPosition.query()
      .where('tournament_id', tournament.id)
      .orderBy('name')
    return ctx.inertia.render('rosters/desk', {
      tournament: { id: tournament.id, name: tournament.name },
      positions: positions.map((position) => ({ id: position.id, name: position.name })),
      positionId: query.position ?? null,
      board: await shiftBoard(tournament, query.position),
    })
  }

  async scan(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const input = await ctx.request.validateUsing(shiftScanValidator)
    const query = await gridQueryValidator.validate(ctx.request.qs())
    const answer = await scanAtShiftDesk(tournament, {
      ...input,
      positionId: query.position,
      userId: ctx.auth.user?.id ?? null,
    })
    const key = answer.late ? 'checked_in_late' : answer.outcome
    return { ...answer, message: ctx.i18n.t(`rosters.desk.${key}`, answer) }
  }

  /** No-shows and hours per person, for the whole published roster. */
  async hours(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    return ctx.inertia.render('rosters/hours', {
      tournament: { id: tournament.id, name: tournament.name },
      people: await attendanceSummary(tournament),
    })
  }
}
