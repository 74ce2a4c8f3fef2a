import type { HttpContext } from '@adonisjs/core/http'
import { auditConfiguration } from '#http/audit_configuration'
import { changedColumns } from '#services/audit/audit_trail'
import Country from '#models/country'
import Tournament from '#models/tournament'
import DefaultPlayer, { TOURS } from '#models/default_player'
import DefaultPlayerTransformer from '#transformers/default_player_transformer'
import { defaultPlayerValidator } from '#validators/default_player'
import { currentTennisTournament } from '#services/configuration/tournament_switch'
import { queryNumber, searchDefaultPlayers } from '#services/configuration/default_player_search'
import { notify } from '#http/notify'

/** Configuration → Default players (admin only; see start/routes/configuration.ts). */
export default class DefaultPlayersController {
  async index({ request, inertia }: HttpContext) {
    const search = String(request.input('search') ?? '').slice(0, 200)
    /** The current tennis tournament unless another is picked; 0 lists them all. */
    const picked = request.input('tournament')
    const current = await currentTennisTournament()
    const tournamentId = picked === '0' ? 0 : queryNumber(picked, current?.id ?? 0)
    const rows = await searchDefaultPlayers({
      search,
      tournamentId: tournamentId || null,
      page: queryNumber(request.input('page'), 1, 100_000),
    })
    return inertia.render('configuration/default_players/index', {
      players: DefaultPlayerTransformer.transform(rows.all()),
      pagination: { currentPage: rows.currentPage, lastPage: rows.lastPage, total: rows.total },
      filters: { search, tournamentId },
      tournaments: await tournamentOptions(),
    })
  }

  async create(ctx: HttpContext) {
    const current = await currentTennisTournament()
    return ctx.inertia.render('configuration/default_players/form', {
      player: null,
      defaultTournamentId: current?.id ?? null,
      ...(await formOptions(ctx)),
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(defaultPlayerValidator, {
      meta: { playerId: null },
    })
    const player = await DefaultPlayer.create(normalize(input))
    await auditConfiguration(ctx, 'default_player', player.id, { created: input.name })
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('default_players.index')
  }

  async edit(ctx: HttpContext) {
    const player = await DefaultPlayer.findOrFail(ctx.params.id)
    return ctx.inertia.render('configuration/default_players/form', {
      player: DefaultPlayerTransformer.transform(player),
      defaultTournamentId: player.tournamentId,
      ...(await formOptions(ctx)),
    })
  }

  async update(ctx: HttpContext) {
    const player = await DefaultPlayer.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(defaultPlayerValidator, {
      meta: { playerId: player.id },
    })
    const before = { ...player.$attributes }
    await player.merge(normalize(input)).save()
    await auditConfiguration(ctx, 'default_player', player.id, {
      changed: changedColumns(before, player.$attributes),
    })
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('default_players.index')
  }

  async destroy(ctx: HttpContext) {
    const player = await DefaultPlayer.findOrFail(ctx.params.id)
    await player.delete()
    await auditConfiguration(ctx, 'default_player', player.id, { deleted: player.name })
    notify(ctx, 'success', 'messages.deleted')
    return ctx.response.redirect().toRoute('default_players.index')
  }
}

type Input = Awaited<ReturnType<(typeof defaultPlayerValidator)['validate']>>

/** Unticked checkboxes and empty selects are absent from the request. */
function normalize(input: Input) {
  return {
    ...input,
    nationalityId: input.nationalityId ?? null,
    passport: input.passport ?? null,
    inQuarterFinals: input.inQuarterFinals ?? false,
    isSpanish: input.isSpanish ?? false,
  }
}

async function tournamentOptions() {
  const tournaments = await Tournament.query().orderBy('year', 'desc').orderBy('sport', 'desc')
  return tournaments.map(({ id, name }) => ({ id, name }))
}

async function formOptions({ i18n }: HttpContext) {
  const countries = await Country.query().orderBy(i18n.locale === 'en' ? 'nameEn' : 'nameEs')
  return {
    tours: [...TOURS],
    tournaments: await tournamentOptions(),
    countries: countries.map((c) => ({
      id: c.id,
      name: i18n.locale === 'en' ? c.nameEn : c.nameEs,
    })),
  }
}
