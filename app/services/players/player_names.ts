import db from '@adonisjs/lucid/services/db'
import { formType } from '#forms/registry'
import { detailModel } from '#forms/definition'

/** The player each team member or guest request is for, by form id (one query for a list page). */
export async function playerNamesOf(type: string, formIds: number[]): Promise<Map<number, string>> {
  const definition = formType(type)
  if (!definition?.namesPlayer || formIds.length === 0) return new Map()
  const Detail = await detailModel(definition)
  const rows = await db
    .from(Detail.table)
    .whereIn('form_id', formIds)
    .select('form_id', 'player_name')
  return new Map(rows.map((row) => [Number(row.form_id), String(row.player_name)]))
}
