import db from '@adonisjs/lucid/services/db'
import { printed } from '#services/history/credential_markers'

/** Why the same card is printed again (staff choose one; a free text is kept as given). */
export const REPRINT_REASONS = ['misprint', 'damaged'] as const

/**
 * The forms among these whose current card was already printed (the
 * credential markers' rule): a print of them is a reprint and needs a reason.
 */
export async function alreadyPrinted(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await printed(db.from('forms').whereIn('forms.id', ids)).select('forms.id')
  return new Set(rows.map((row) => Number(row.id)))
}

/** A print entry's data: what printed the card (template version, station) and why again. */
export function printEntry(details: {
  badges: number
  card: number
  template: { id: number | null; version: number }
  station?: { id: number; name: string }
  reason?: string | null
}): Record<string, unknown> {
  return {
    badges: details.badges,
    card: details.card,
    template: details.template.id,
    templateVersion: details.template.version,
    ...(details.station ? { station: details.station.id, stationName: details.station.name } : {}),
    ...(details.reason ? { reprint: true, reason: details.reason } : {}),
  }
}
