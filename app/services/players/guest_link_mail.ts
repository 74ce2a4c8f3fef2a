import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import Form from '#models/form'
import PlayerDetail from '#models/player_detail'
import DefaultPlayer from '#models/default_player'
import Tournament from '#models/tournament'
import GuestLinkMail from '#mails/guest_link_mail'
import { guestLink } from '#services/players/guest_links'
import { resolveLocale } from '#services/locale'

/**
 * Approved team members (not day passes) get their player's guest link by
 * mail, in the language they applied in. A queue failure is logged: the
 * approval stands and staff still have the link on the guest links page.
 */
export async function mailGuestLinks(formIds: number[]) {
  const forms = await Form.query().whereIn('id', formIds).whereNotNull('email')
  for (const form of forms) {
    const detail = await PlayerDetail.findBy('formId', form.id)
    if (!detail || detail.dayPass || !detail.defaultPlayerId) continue
    const player = await DefaultPlayer.find(detail.defaultPlayerId)
    const tournament = await Tournament.find(form.tournamentId)
    if (!player || !tournament) continue
    const until = tournament.endsOn.plus({ days: 1 }).toISODate() ?? ''
    await mail
      .sendLater(
        new GuestLinkMail(
          { name: form.name, email: form.email! },
          `${player.name} ${player.lastName}`,
          guestLink(player, tournament),
          until,
          resolveLocale(form.locale)
        )
      )
      .catch((error) => logger.error({ err: error, formId: form.id }, 'guest link mail not queued'))
  }
}
