import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import RosterPosition from '#models/roster_position'
import RosterShift from '#models/roster_shift'
import Zone from '#models/zone'
import { notify } from '#http/notify'
import { rosterInputFailure, rosterTournament } from '#http/roster_tournament'
import { positionValidator, rosterSettingsValidator, shiftValidator } from '#validators/rosters'
import {
  createPosition,
  createShift,
  deletePosition,
  deleteShift,
  positionOf,
  rosteredTypes,
  shiftOf,
} from '#services/rosters/roster_setup'
import { rosterSettings } from '#services/rosters/roster_world'
import { accreditationDays } from '#services/rosters/roster_days'
import { stewardCandidates } from '#services/doors/zones'
import { FIXED_OPTION_LISTS } from '#forms/option_lists'

/** Rosters → positions, shifts and the tournament's roster rules (administrators). */
export default class RosterSetupController {
  /** This year's tournaments, to choose one. */
  async index({ inertia }: HttpContext) {
    const tournaments = await Tournament.current()
    return inertia.render('rosters/index', {
      tournaments: tournaments.map((tournament) => ({
        id: tournament.id,
        name: tournament.name,
        sport: tournament.sport,
      })),
    })
  }

  async show(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const settings = await rosterSettings(tournament.id)
    const positions = await RosterPosition.query()
      .where('tournament_id', tournament.id)
      .orderBy('name')
    const shifts = await RosterShift.query()
      .where('tournament_id', tournament.id)
      .orderBy('day')
      .orderBy('starts_at')
    const zones = await Zone.query().where('tournament_id', tournament.id).orderBy('name')
    const leads = await stewardCandidates()
    return ctx.inertia.render('rosters/setup', {
      tournament: { id: tournament.id, name: tournament.name, sport: tournament.sport },
      days: accreditationDays(tournament),
      formTypes: rosteredTypes(tournament),
      preferences: [...FIXED_OPTION_LISTS.golfPositions],
      languages: [...FIXED_OPTION_LISTS.languages],
      zones: zones.map((zone) => ({ id: zone.id, name: zone.name })),
      leads: leads.map((user) => ({ id: user.id, name: `${user.name} ${user.lastName}` })),
      settings: {
        restMinutes: settings.restMinutes,
        minorMaxMinutes: settings.minorMaxMinutes,
        minorLatestEnd: settings.minorLatestEnd,
        lateAfterMinutes: settings.lateAfterMinutes,
        mealMinMinutes: settings.mealMinMinutes,
        mealCreditsPerShift: settings.mealCreditsPerShift,
        mealMaxPerDay: settings.mealMaxPerDay,
      },
      positions: positions.map((position) => ({
        id: position.id,
        name: position.name,
        formTypes: position.formTypeList,
        preference: position.preference,
        zone: zones.find((zone) => zone.id === position.zoneId)?.name ?? null,
        shifts: shifts
          .filter((shift) => shift.positionId === position.id)
          .map((shift) => ({
            id: shift.id,
            day: shift.day,
            startsAt: shift.startsAt,
            endsAt: shift.endsAt,
            minHeadcount: shift.minHeadcount,
            maxHeadcount: shift.maxHeadcount,
            languages: shift.languageList,
            needsLicence: Boolean(shift.needsLicence),
            adultsOnly: Boolean(shift.adultsOnly),
          })),
      })),
    })
  }

  async storePosition(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const input = await ctx.request.validateUsing(positionValidator)
    try {
      await createPosition(tournament, input)
    } catch (error) {
      rosterInputFailure(ctx, error)
    }
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('rosters.show', { tournament: tournament.id })
  }

  async destroyPosition(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const position = await positionOf(tournament, ctx.params.position)
    if (!position) return ctx.response.notFound()
    if (await deletePosition(position)) notify(ctx, 'success', 'messages.deleted')
    else notify(ctx, 'error', 'rosters.errors.published')
    return ctx.response.redirect().toRoute('rosters.show', { tournament: tournament.id })
  }

  async storeShift(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const input = await ctx.request.validateUsing(shiftValidator)
    try {
      await createShift(tournament, input)
    } catch (error) {
      rosterInputFailure(ctx, error)
    }
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('rosters.show', { tournament: tournament.id })
  }

  async destroyShift(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const shift = await shiftOf(tournament, ctx.params.shift)
    if (!shift) return ctx.response.notFound()
    if (await deleteShift(shift)) notify(ctx, 'success', 'messages.deleted')
    else notify(ctx, 'error', 'rosters.errors.published')
    return ctx.response.redirect().toRoute('rosters.show', { tournament: tournament.id })
  }

  async updateSettings(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const input = await ctx.request.validateUsing(rosterSettingsValidator)
    const settings = await rosterSettings(tournament.id)
    settings.merge(input)
    await settings.save()
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('rosters.show', { tournament: tournament.id })
  }
}
