import type { HttpContext } from '@adonisjs/core/http'
import { notify } from '#http/notify'
import { rosterTournament } from '#http/roster_tournament'
import { adjustmentValidator, gridQuery } from '#validators/rosters'
import { personTimeline, rosterGrid, rosteredPeopleNames } from '#services/rosters/roster_grid'
import { runAssignment, type SolveReport } from '#services/rosters/run_assignment'
import { adjustRoster, RosterRuleError } from '#services/rosters/roster_adjust'
import { publishRoster } from '#services/rosters/publish_roster'
import { rosterSettings } from '#services/rosters/roster_world'
import { rosteredTypes } from '#services/rosters/roster_setup'
import { accreditationDays } from '#services/rosters/roster_days'
import { attendanceSummary } from '#services/rosters/attendance_summary'

/** Rosters → the grid of a day: solve, adjust by hand, publish (administrators). */
export default class RosterGridController {
  async show(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const query = await gridQuery(ctx.request.qs())
    const days = accreditationDays(tournament)
    const day = query.day && days.includes(query.day) ? query.day : days[0]
    const grid = await rosterGrid(tournament, day, query.position)
    const settings = await rosterSettings(tournament.id)
    const report = settings.solveReport ? (JSON.parse(settings.solveReport) as SolveReport) : null
    return ctx.inertia.render('rosters/grid', {
      tournament: { id: tournament.id, name: tournament.name },
      ...grid,
      report: report && {
        placed: report.placed,
        people: report.people,
        shifts: report.shifts,
        milliseconds: report.milliseconds,
        firstPreferences: report.firstPreferences,
        shortfalls: report.shortfalls.map((shortfall) => ({
          ...shortfall,
          message: ctx.i18n.t(`rosters.shortfall.${shortfall.reason}`, {
            missing: shortfall.missing,
            min: shortfall.min,
            count: shortfall.count,
            day: shortfall.day,
            part: ctx.i18n.t(`rosters.parts.${shortfall.part}`),
            languages: shortfall.languages
              .map((language) => ctx.i18n.t(`options.languages.${language}`))
              .join(', '),
          }),
        })),
      },
      solvedAt: settings.solvedAt?.toISO() ?? null,
      publishedAt: settings.publishedAt?.toISO() ?? null,
      publishedVersion: settings.publishedVersion,
      /** Every rostered person, for the "add" choice: loaded when staff open it. */
      people: ctx.inertia.optional(() =>
        rosteredPeopleNames(tournament, rosteredTypes(tournament))
      ),
    })
  }

  async solve(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const result = await runAssignment(tournament)
    if (!result.ok) {
      notify(ctx, 'error', 'rosters.solve.failed', { status: result.status })
    } else if (result.report.shortfalls.length > 0) {
      notify(ctx, 'info', 'rosters.solve.short', {
        placed: result.report.placed,
        short: result.report.shortfalls.length,
      })
    } else {
      notify(ctx, 'success', 'rosters.solve.done', { placed: result.report.placed })
    }
    return ctx.response.redirect().withQs().back()
  }

  async adjust(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const input = await ctx.request.validateUsing(adjustmentValidator)
    try {
      await adjustRoster(tournament, input as Parameters<typeof adjustRoster>[1])
    } catch (error) {
      if (!(error instanceof RosterRuleError)) throw error
      notify(ctx, 'error', 'rosters.refused', {
        rule: ctx.i18n.t(`rosters.rules.${error.rule}`),
      })
      return ctx.response.redirect().withQs().back()
    }
    notify(ctx, 'success', `rosters.adjusted.${input.action}`)
    return ctx.response.redirect().withQs().back()
  }

  async publish(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const result = await publishRoster(tournament)
    if (!result.ok) {
      const [first] = result.violations
      notify(ctx, 'error', 'rosters.publish.refused', {
        count: result.violations.length,
        rule: ctx.i18n.t(`rosters.rules.${first.rule}`),
      })
    } else {
      notify(ctx, 'success', 'rosters.publish.done', {
        version: result.version,
        mailed: result.mailed,
      })
    }
    return ctx.response.redirect().withQs().back()
  }

  /** One person's shifts: their timeline, hours and attendance. */
  async person(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const [person] = (await attendanceSummary(tournament, Number(ctx.params.form))) ?? []
    if (!person) return ctx.response.notFound()
    return ctx.inertia.render('rosters/person', {
      tournament: { id: tournament.id, name: tournament.name },
      person,
      timeline: await personTimeline(tournament, person.id),
    })
  }
}
