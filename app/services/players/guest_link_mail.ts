import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import Form from '#models/form'
import PlayerDetail from '#models/player_detail'
import DefaultPlayer from '#models/default_player'
import Tournament from '#models/tournament'
import GuestLinkMail from '#mails/guest_link_mail'
import { guestLink, guestLinkValidUntil } from '#services/players/guest_links'
import { formatForPeople } from '#services/i18n/time_zone'
import { resolveLocale } from '#services/i18n/locales'

/** Rows by id: one query per table whatever the number of approved requests. */
function byId<T extends { id: number }>(rows: T[]) {
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * Approved team members (not day passes) get their player's guest link by
 * mail, in the language they applied in. A queue failure is logged: the
 * approval stands and staff still have the link on the guest links page.
 */
export async function mailGuestLinks(formIds: number[]) {
  const forms = await Form.query().whereIn('id', formIds).whereNotNull('email')
  if (forms.length === 0) return
  const details = await PlayerDetail.query()
    .whereIn(
      'formId',
      forms.map((form) => form.id)
    )
    .where('dayPass', false)
    .whereNotNull('defaultPlayerId')
  const detailOf = new Map(details.map((detail) => [detail.formId, detail]))
  const players = byId(
    await DefaultPlayer.query().whereIn(
      'id',
      details.map((detail) => detail.defaultPlayerId!)
    )
  )
  const tournaments = byId(
    await Tournament.query().whereIn('id', [...new Set(forms.map((form) => form.tournamentId))])
  )
  for (const form of forms) {
    const player = players.get(detailOf.get(form.id)?.defaultPlayerId ?? 0)
    const tournament = tournaments.get(form.tournamentId)
    if (!player || !tournament) continue
    await mail
      .sendLater(
        new GuestLinkMail(
          { name: form.name, email: form.email! },
          player.fullName,
          guestLink(player, tournament),
          formatForPeople(guestLinkValidUntil(tournament), resolveLocale(form.locale), {
            time: true,
          }),
          resolveLocale(form.locale)
        )
      )
      .catch((error) => logger.error({ err: error, formId: form.id }, 'guest link mail not queued'))
  }
}
