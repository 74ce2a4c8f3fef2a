import db from '@adonisjs/lucid/services/db'
import { labelsOf, type Labels } from '#services/credentials/credential_labels'
import transmit from '@adonisjs/transmit/services/main'
import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import { hasCapability } from '#services/auth/capabilities'
import { inCurrentTournaments } from '#services/configuration/current_tournament_forms'

/** The channel the occupancy dashboard listens on (administrators only). */
export const OCCUPANCY_CHANNEL = 'doors/occupancy'

/** Who may subscribe to the occupancy channel: administrators, as for the dashboard's route. */
export function mayWatchOccupancy(user: User | undefined): boolean {
  return Boolean(user && hasCapability(user, 'admin'))
}

/** A zone's row of the count: its id and name, its tournament's name, how many are inside. */
export type ZoneOccupancyRow = {
  id: number | string
  name: string
  tournament: string
  inside: number | string
}

/** Per zone of this year's tournaments: inside now (entries minus exits that counted). */
export async function occupancy(): Promise<ZoneOccupancyRow[]> {
  const rows = await inCurrentTournaments(db.from('zones'), 'zones.tournament_id')
    .join('tournaments', 'tournaments.id', 'zones.tournament_id')
    .leftJoin('zone_presences', (join) => {
      join.on('zone_presences.zone_id', 'zones.id').andOnVal('zone_presences.inside', true)
    })
    .groupBy('zones.id', 'zones.name', 'tournaments.name')
    .orderBy('tournaments.name')
    .orderBy('zones.name')
    .select('zones.id', 'zones.name', 'tournaments.name as tournament')
    .count('zone_presences.id as inside')
  return rows as ZoneOccupancyRow[]
}

export async function insideCount(zoneId: number): Promise<number> {
  const [row] = await db
    .from('zone_presences')
    .where({ zone_id: zoneId, inside: true })
    .count('* as total')
  return Number(row.total)
}

/** Tells every open dashboard a zone's count now (state, not a delta: a missed event is healed by the next). */
export async function announceOccupancy(zoneId: number) {
  transmit.broadcast(OCCUPANCY_CHANNEL, { zoneId, inside: await insideCount(zoneId) })
}

/** At most one count per zone in this window; a change within it is announced at its end. */
const ANNOUNCE_WINDOW_MS = 250
const announcing = new Map<number, { again: boolean }>()

/**
 * After a passage that moved a zone's count: announces it at once when the
 * zone was quiet, else once at the end of the window, with the count then.
 * A busy zone's doors cost one count query per window, not one per scan.
 */
export function occupancyChanged(zoneId: number) {
  const pending = announcing.get(zoneId)
  if (pending) {
    pending.again = true
    return
  }
  const state = { again: false }
  announcing.set(zoneId, state)
  const announce = () =>
    announceOccupancy(zoneId).catch((error) => logger.error({ err: error }, 'occupancy push'))
  void announce()
  const close = () => {
    if (!state.again) return announcing.delete(zoneId)
    state.again = false
    void announce().finally(() => setTimeout(close, ANNOUNCE_WINDOW_MS).unref())
  }
  setTimeout(close, ANNOUNCE_WINDOW_MS).unref()
}

export type PersonInside = {
  id: number
  name: string
  lastName: string
  category: string
  /** What a steward reads: "Prensa" / "Press", never the internal code. */
  categoryLabel: Labels
  type: string
  phone: string | null
  hasPhoto: boolean
  since: unknown
}

/** Who is inside a zone now, for an evacuation: photo, name and phone. */
export async function whoIsInside(zoneId: number): Promise<PersonInside[]> {
  const rows = await db
    .from('zone_presences')
    .join('forms', 'forms.id', 'zone_presences.form_id')
    .where('zone_presences.zone_id', zoneId)
    .where('zone_presences.inside', true)
    .orderBy('forms.sort_last_name')
    .orderBy('forms.sort_name')
    .select(
      'forms.id',
      'forms.name',
      'forms.last_name',
      'forms.category',
      'forms.type',
      'forms.cell_phone',
      'forms.phone',
      'forms.photo_path',
      'zone_presences.changed_at'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    lastName: String(row.last_name),
    category: String(row.category),
    categoryLabel: labelsOf('category', String(row.category)),
    type: String(row.type),
    phone: row.cell_phone || row.phone || null,
    hasPhoto: Boolean(row.photo_path),
    since: row.changed_at,
  }))
}
