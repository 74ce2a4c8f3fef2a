import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Form from '#models/form'
import PlayerDetail from '#models/player_detail'
import DefaultPlayer from '#models/default_player'
import Tournament from '#models/tournament'
import type { FormTypeDefinition, Prefill } from '#forms/definition'

const SESSION_KEY = 'returning_player_form'

/**
 * Last year's accredited team member with this passport and birth date: an
 * approved request of this type (the player team's) of the previous
 * tournament of its sport. Both must match, and a miss does not say which one did not.
 */
export async function lastYearMember(
  definition: FormTypeDefinition,
  passport: string,
  birthDate: Date,
  tournament: Tournament
) {
  const previous = await Tournament.query()
    .where('sport', definition.sport)
    .where('year', '<', tournament.year)
    .orderBy('year', 'desc')
    .first()
  if (!previous) return null
  return await Form.query()
    .where('type', definition.slug)
    .where('tournamentId', previous.id)
    .where('state', 'approved')
    .where('document', passport.toUpperCase())
    .where('birthDate', DateTime.fromJSDate(birthDate).toISODate()!)
    .orderBy('id', 'desc')
    .first()
}

export function rememberReturningRequest({ session }: HttpContext, form: Form) {
  session.put(SESSION_KEY, form.id)
}

export function forgetReturningRequest({ session }: HttpContext) {
  session.forget(SESSION_KEY)
}

/** This year's listed player who was last year's (same passport, else same name and tour). */
async function sameListedPlayer(previous: DefaultPlayer | null, tournament: Tournament) {
  if (!previous) return null
  const query = DefaultPlayer.query().where('tournamentId', tournament.id)
  if (previous.passport) query.where('passport', previous.passport)
  else query.where({ name: previous.name, lastName: previous.lastName, tour: previous.tour })
  return await query.first()
}

/**
 * What the player form shows prefilled for a returning member: only what
 * confirms who they are and whom they work for. Contact details, birth
 * date and files are asked again, so a passport number alone reveals nothing more.
 */
export async function returningValues(ctx: HttpContext, tournament: Tournament) {
  const formId = ctx.session.get(SESSION_KEY)
  if (typeof formId !== 'number') return null
  const form = await Form.find(formId)
  if (!form) return null
  const detail = await PlayerDetail.findBy('formId', form.id)
  const previous = detail?.defaultPlayerId ? await DefaultPlayer.find(detail.defaultPlayerId) : null
  const player = await sameListedPlayer(previous, tournament)
  return {
    name: form.name,
    lastName: form.lastName,
    document: form.document ?? '',
    idGender: form.gender ?? '',
    idNationality: form.nationalityId ? String(form.nationalityId) : '',
    role: detail?.role ?? '',
    draw: detail?.draw ?? '',
    player: player ? String(player.id) : '',
  }
}

/** The player form's prefill: last year's answers until the request is sent. */
export const returningPrefill: Prefill = {
  values: returningValues,
  forget: forgetReturningRequest,
}
