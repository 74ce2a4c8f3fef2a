import type Tournament from '#models/tournament'
import { daysFrom } from '#services/rosters/roster_world'

/** The tournament's days (ISO), first to last: the days shifts may be on. */
export function accreditationDays(tournament: Pick<Tournament, 'startsOn' | 'endsOn'>) {
  return daysFrom(tournament.startsOn.toISODate()!, tournament.endsOn.toISODate()!)
}
