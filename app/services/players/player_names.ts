import db from '@adonisjs/lucid/services/db'

const DETAIL_TABLES: Record<string, string> = { player: 'player_details', guest: 'guest_details' }

/** The player each team member or guest request is for, by form id (one query for a list page). */
export async function playerNamesOf(type: string, formIds: number[]): Promise<Map<number, string>> {
  const table = DETAIL_TABLES[type]
  if (!table || formIds.length === 0) return new Map()
  const rows = await db.from(table).whereIn('form_id', formIds).select('form_id', 'player_name')
  return new Map(rows.map((row) => [Number(row.form_id), String(row.player_name)]))
}

export function hasPlayer(type: string) {
  return Object.hasOwn(DETAIL_TABLES, type)
}
