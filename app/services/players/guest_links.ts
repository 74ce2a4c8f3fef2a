import { DateTime } from 'luxon'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import DefaultPlayer from '#models/default_player'
import type Tournament from '#models/tournament'
import { accreditationWindow } from '#support/tournament_windows'

/**
 * The private guest link of a player: signed, so the
 * player id cannot be changed, and valid until the day after the tournament.
 */
export function guestLink(
  player: Pick<DefaultPlayer, 'id'>,
  tournament: Tournament,
  now = DateTime.now()
) {
  return signedUrlFor(
    'forms.guest.show',
    { player: player.id },
    { expiresIn: `${linkHours(tournament, now)}h`, prefixUrl: appUrl }
  )
}

/** Guest links work until the end of the day after the tournament's accreditations, in the organiser's zone. */
export function guestLinkExpiry(tournament: Tournament) {
  return accreditationWindow(tournament).until!.plus({ days: 1 })
}

/** A link is signed for whole hours, at least one: a tournament already over still gets an hour. */
function linkHours(tournament: Tournament, now: DateTime) {
  return Math.max(1, Math.ceil(guestLinkExpiry(tournament).diff(now, 'hours').hours))
}

/** When a guest link made now really stops working (what staff and the mail must say). */
export function guestLinkValidUntil(tournament: Tournament, now = DateTime.now()) {
  return now.plus({ hours: linkHours(tournament, now) })
}

/**
 * The player a guest link names, when its signature holds (not tampered,
 * not expired) and the player is still on the tournament's list; else null.
 */
export async function linkedPlayer(
  { request, params }: HttpContext,
  tournament: Tournament
): Promise<DefaultPlayer | null> {
  if (!request.hasValidSignature()) return null
  return await DefaultPlayer.query()
    .where('id', Number(params.player))
    .where('tournamentId', tournament.id)
    .first()
}
