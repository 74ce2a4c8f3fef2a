import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import { badgeTournamentsOf } from '#services/badges/template_access'
import { stationIn, type Station } from '#services/printing/print_stations'

/** The station the route names, of a tournament the user prints for; else page not found. */
export async function routeStation(ctx: HttpContext): Promise<Station> {
  const tournaments = await badgeTournamentsOf(ctx.auth.getUserOrFail())
  const station = await stationIn(
    ctx.params.id,
    tournaments.map((tournament) => tournament.id)
  )
  if (!station) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
  return station
}
