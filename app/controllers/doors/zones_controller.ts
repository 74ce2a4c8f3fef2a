import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { auditConfiguration } from '#http/audit_configuration'
import { changedColumns } from '#services/audit/audit_trail'
import { errors as vineErrors } from '@vinejs/vine'
import Door from '#models/door'
import Tournament from '#models/tournament'
import Zone from '#models/zone'
import { notify } from '#http/notify'
import {
  setZoneStewards,
  stewardCandidates,
  zoneStewardIds,
  zonesOverview,
} from '#services/doors/zones'
import { rulesProblem } from '#services/doors/rules/rule_check'
import type { ZoneRule } from '#services/doors/rules/zone_rules'
import { decideAtDoor } from '#services/doors/door_decision'
import { localMoment } from '#services/doors/local_moment'
import { createZoneValidator, rulePreviewValidator, updateZoneValidator } from '#validators/doors'
import ZoneTransformer from '#transformers/zone_transformer'
import DoorTransformer from '#transformers/door_transformer'
import TournamentZonesTransformer from '#transformers/tournament_zones_transformer'
import StaffNameTransformer from '#transformers/staff_name_transformer'

/** The rules an admin typed, or a validation error on `rules` saying what is wrong. */
function typedRules(ctx: HttpContext, text: string | undefined): ZoneRule[] {
  let rules: unknown
  try {
    rules = JSON.parse(text && text !== '' ? text : '[]')
  } catch {
    rules = undefined
  }
  const problem = rules === undefined ? 'json' : rulesProblem(rules)
  if (problem) {
    throw new vineErrors.E_VALIDATION_ERROR([
      { field: 'rules', rule: problem, message: ctx.i18n.t(`doors.rule_problems.${problem}`) },
    ])
  }
  return rules as ZoneRule[]
}

/** Configuration → Zones and doors (administrators). */
export default class ZonesController {
  async index({ inertia }: HttpContext) {
    const overview = await zonesOverview()
    return inertia.render('doors/zones', {
      tournaments: TournamentZonesTransformer.transform(overview),
    })
  }

  /** A zone flag of the templates becomes a zone of a tournament. */
  async store(ctx: HttpContext) {
    const { tournamentId, name } = await ctx.request.validateUsing(createZoneValidator)
    const tournament = await Tournament.query()
      .where('id', tournamentId)
      .where('is_current', true)
      .first()
    if (!tournament) {
      notify(ctx, 'error', 'doors.not_current')
      return ctx.response.redirect().toRoute('zones.index')
    }
    const zone =
      (await Zone.query().where({ tournament_id: tournament.id, name }).first()) ??
      (await Zone.create({ tournamentId: tournament.id, name, antiPassback: true, rules: '[]' }))
    if (zone.$isLocal) await auditConfiguration(ctx, 'zone', zone.id, { created: name })
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('zones.edit', { id: zone.id })
  }

  async edit({ params, inertia }: HttpContext) {
    const zone = await Zone.query()
      .where('id', params.id)
      .preload('tournament')
      .preload('doors', (doors) => doors.orderBy('name'))
      .firstOrFail()
    const stewards = await zoneStewardIds(zone.id)
    const candidates = await stewardCandidates()
    return inertia.render('doors/zone', {
      zone: ZoneTransformer.transform(zone, stewards),
      doors: DoorTransformer.transform(zone.doors),
      candidates: StaffNameTransformer.transform(candidates).useVariant('withEmail'),
    })
  }

  async update(ctx: HttpContext) {
    const zone = await Zone.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(updateZoneValidator)
    const rules = typedRules(ctx, input.rules)
    const before = { ...zone.$attributes, stewards: await zoneStewardIds(zone.id) }
    /** The zone, its stewards and the audit row commit together. */
    await db.transaction(async (trx) => {
      zone.useTransaction(trx)
      zone.antiPassback = input.antiPassback ?? false
      zone.checkoutAt = input.checkoutAt ?? null
      zone.rules = JSON.stringify(rules)
      await zone.save()
      await setZoneStewards(zone.id, input.stewards ?? [], trx)
      const after = { ...zone.$attributes, stewards: await zoneStewardIds(zone.id, trx) }
      await auditConfiguration(
        ctx,
        'zone',
        zone.id,
        { changed: changedColumns(before, after) },
        trx
      )
    })
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('zones.edit', { id: zone.id })
  }

  async destroy(ctx: HttpContext) {
    const zone = await Zone.findOrFail(ctx.params.id)
    await zone.delete()
    await auditConfiguration(ctx, 'zone', zone.id, { deleted: zone.name })
    notify(ctx, 'success', 'messages.deleted')
    return ctx.response.redirect().toRoute('zones.index')
  }

  /** "Would this badge enter now?" with the rules as typed (saved or not); nothing is recorded. */
  async preview(ctx: HttpContext) {
    const zone = await Zone.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(rulePreviewValidator)
    const rules = typedRules(ctx, input.rules)
    const door = await Door.query().where({ id: input.doorId, zone_id: zone.id }).first()
    if (!door) {
      return ctx.response.unprocessableEntity({ message: ctx.i18n.t('doors.unknown_door') })
    }
    const now = localMoment()
    const { decision, holder } = await decideAtDoor({
      door: Object.assign(door, { zone }),
      scan: input.scan,
      direction: input.direction,
      now: { date: input.date ?? now.date, time: input.time ?? now.time },
      rules,
    })
    return {
      verdict: decision.verdict,
      reason: decision.reason,
      message: ctx.i18n.locale === 'en' ? decision.message.en : decision.message.es,
      holder: holder ? `${holder.name} ${holder.lastName}` : null,
    }
  }
}
