import db from '@adonisjs/lucid/services/db'
import { normalizeBadgeCode } from '#services/scanning/scan_codes'

/** Codes per query: far below either engine's limit on bound variables. */
const CHUNK = 500

/**
 * Which of these badge codes were printed on a card since replaced (lost,
 * stolen, damaged, renamed). Every desk refuses such a code with "card
 * replaced" and names nobody: whoever holds the old card is not its holder.
 */
export async function replacedCodes(codes: string[]): Promise<Set<string>> {
  const normalized = [...new Set(codes.map(normalizeBadgeCode).filter((code) => code !== ''))]
  const found = new Set<string>()
  for (let start = 0; start < normalized.length; start += CHUNK) {
    const rows = await db
      .from('form_cards')
      .whereIn('code', normalized.slice(start, start + CHUNK))
      .select('code')
    for (const row of rows) found.add(String(row.code))
  }
  return found
}

export async function isReplacedCode(scan: string): Promise<boolean> {
  if (typeof scan !== 'string' || scan.trim() === '' || scan.trim().length > 64) return false
  const found = await replacedCodes([scan])
  return found.size > 0
}

/** The codes each of these credentials was printed with before its current card. */
export async function replacedCodesOf(formIds: number[]): Promise<Map<number, string[]>> {
  const byForm = new Map<number, string[]>()
  for (let start = 0; start < formIds.length; start += CHUNK) {
    const rows = await db
      .from('form_cards')
      .whereIn('form_id', formIds.slice(start, start + CHUNK))
      .orderBy('version')
      .select('form_id', 'code')
    for (const row of rows) {
      const id = Number(row.form_id)
      byForm.set(id, [...(byForm.get(id) ?? []), String(row.code)])
    }
  }
  return byForm
}
