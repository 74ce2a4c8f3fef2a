import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import type User from '#models/user'
import { hasCapability } from '#services/auth/capabilities'
import { badgeTournamentsOf } from '#services/badges/template_access'

/** How long a station is alive (its queue its own) without asking for work. */
export const STATION_ALIVE_MS = 30_000

/**
 * How long a station's claim on the job it holds lasts without a word from
 * it: longer than being alive, because the browser's print dialog stops the
 * page's timers while a person chooses the printer (the page renews the
 * claim right before it opens the dialog).
 */
export const PRINT_LEASE_MS = 120_000

export type Station = { id: number; tournamentId: number; name: string; seenAt: number | null }

function stationOfRow(row: Record<string, any>): Station {
  return {
    id: Number(row.id),
    tournamentId: Number(row.tournament_id),
    name: String(row.name),
    seenAt: row.seen_at === null ? null : Number(row.seen_at),
  }
}

/** The stations of these tournaments, by name. */
export async function stationsOf(tournamentIds: number[]): Promise<Station[]> {
  if (tournamentIds.length === 0) return []
  const rows = await db
    .from('print_stations')
    .whereIn('tournament_id', tournamentIds)
    .orderBy('name')
  return rows.map(stationOfRow)
}

/**
 * The stations a user may send cards to, by name: of this year's
 * tournaments they print for, all or only those `keep` accepts (a list's
 * sport, an organisation's tournament); none without the print capability.
 */
export async function stationChoices(
  user: User,
  keep: (tournament: { id: number; sport: string }) => boolean = () => true
): Promise<{ id: number; name: string }[]> {
  if (!hasCapability(user, 'print')) return []
  const tournaments = await badgeTournamentsOf(user)
  const stations = await stationsOf(tournaments.filter(keep).map((tournament) => tournament.id))
  return stations.map((station) => ({ id: station.id, name: station.name }))
}

/** One station, if it belongs to one of these tournaments (else as if it did not exist). */
export async function stationIn(id: unknown, tournamentIds: number[]): Promise<Station | null> {
  const wanted = Number(id)
  if (!Number.isInteger(wanted) || wanted < 1 || tournamentIds.length === 0) return null
  const row = await db
    .from('print_stations')
    .where('id', wanted)
    .whereIn('tournament_id', tournamentIds)
    .first()
  return row ? stationOfRow(row) : null
}

/** A new named station of a tournament; null when the tournament already has one by that name. */
export async function createStation(tournamentId: number, name: string): Promise<number | null> {
  try {
    const [inserted] = await db
      .table('print_stations')
      .insert({ tournament_id: tournamentId, name, created_at: sqlTimestamp(DateTime.now()) })
      .returning('id')
    return Number(typeof inserted === 'object' ? inserted.id : inserted)
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/** Alive: the station asked for work within the alive window. */
export function isAlive(station: Station, now = Date.now()) {
  return station.seenAt !== null && station.seenAt >= now - STATION_ALIVE_MS
}
