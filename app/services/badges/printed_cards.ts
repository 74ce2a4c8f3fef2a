import db from '@adonisjs/lucid/services/db'

/** Why the same card is printed again (staff choose one; a free text is kept as given). */
export const REPRINT_REASONS = ['misprint', 'damaged'] as const

/**
 * The forms among these whose current card was already printed: a print of
 * them is a reprint and needs a reason. A print entry names the card version
 * it printed; entries written before versions were recorded printed card 1.
 */
export async function alreadyPrinted(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .from('form_logs')
    .join('forms', 'forms.id', 'form_logs.form_id')
    .whereIn('form_logs.form_id', ids)
    .where('form_logs.type', 'print')
    .select('form_logs.form_id', 'form_logs.data', 'forms.card_version')
  const printed = new Set<number>()
  for (const row of rows) {
    let card = 1
    try {
      const data = JSON.parse(row.data ?? '{}') as { card?: unknown }
      if (typeof data.card === 'number') card = data.card
    } catch {}
    if (card === Number(row.card_version)) printed.add(Number(row.form_id))
  }
  return printed
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
