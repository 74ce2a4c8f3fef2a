import RosterPosition from '#models/roster_position'
import type Tournament from '#models/tournament'
import type User from '#models/user'

/**
 * The positions of a tournament whose shift desk and board a staff account
 * may use: every one for an administrator, the ones it leads otherwise
 * (none: the desk is refused).
 */
export async function deskPositions(tournament: Tournament, user: User) {
  const query = RosterPosition.query().where('tournament_id', tournament.id).orderBy('name')
  if (!user.isAdmin) query.where('lead_user_id', user.id)
  return query
}

/** Whether the account leads a position of any tournament. */
export async function leadsAny(user: User) {
  return (await RosterPosition.query().where('lead_user_id', user.id).first()) !== null
}

/** Whether the account may open a shift desk: an administrator, or a position's lead. */
export async function isRosterLead(user: User) {
  return user.isAdmin || (await leadsAny(user))
}
