import type { HttpContext } from '@adonisjs/core/http'
import { rosterTournament } from '#http/roster_tournament'
import { gridQuery, shiftScanValidator } from '#validators/rosters'
import { scanAtShiftDesk } from '#services/rosters/shift_checkin'
import { attendanceSummary, shiftBoard } from '#services/rosters/attendance_summary'
import ForbiddenException from '#exceptions/forbidden_exception'
import Tournament from '#models/tournament'
import { deskPositions, leadsAny } from '#services/rosters/desk_access'

/**
 * The positions this account may run the desk of (all for administrators,
 * the ones it leads otherwise), narrowed to the one asked for; refused when none.
 */
async function deskScope(ctx: HttpContext) {
  const user = ctx.auth.getUserOrFail()
  /** Someone who leads nothing is refused before any tournament is looked up. */
  if (!user.isAdmin && !(await leadsAny(user))) throw new ForbiddenException('roster desk')
  const tournament = await rosterTournament(ctx)
  const query = await gridQuery(ctx.request.qs())
  const positions = await deskPositions(tournament, user)
  const chosen = query.position
  if (positions.length === 0 || (chosen && !positions.some((one) => one.id === chosen))) {
    throw new ForbiddenException(`roster desk ${tournament.id}`)
  }
  /** An administrator without a choice sees every position; a lead only theirs. */
  const scope = chosen ? [chosen] : user.isAdmin ? undefined : positions.map((one) => one.id)
  return { tournament, positions, chosen: chosen ?? null, scope }
}

/**
 * Rosters → the shift desk: a badge scanned by a keyboard wedge checks its
 * holder in to or out of today's published shift; the board beside it shows
 * who is in, late or missing, refreshed live, for an administrator or the
 * position's lead.
 */
export default class ShiftDeskController {
  /** Desks → Shift desk: the desk of this year's first tournament the account may run. */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    for (const tournament of await Tournament.current()) {
      const positions = await deskPositions(tournament, user)
      if (positions.length === 0) continue
      const only = !user.isAdmin && positions.length === 1 ? { position: positions[0].id } : {}
      return ctx.response
        .redirect()
        .withQs(only)
        .toRoute('rosters.desk', { tournament: tournament.id })
    }
    throw new ForbiddenException('roster desk')
  }

  async show(ctx: HttpContext) {
    const { tournament, positions, chosen, scope } = await deskScope(ctx)
    return ctx.inertia.render('rosters/desk', {
      tournament: { id: tournament.id, name: tournament.name },
      positions: positions.map((position) => ({ id: position.id, name: position.name })),
      positionId: chosen,
      board: await shiftBoard(tournament, scope),
    })
  }

  async scan(ctx: HttpContext) {
    const { tournament, scope } = await deskScope(ctx)
    const input = await ctx.request.validateUsing(shiftScanValidator)
    const answer = await scanAtShiftDesk(tournament, {
      ...input,
      positionIds: scope,
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
