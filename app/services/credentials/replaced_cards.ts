import db from '@adonisjs/lucid/services/db'
import { normalizeBadgeCode, normalizeRfid } from '#services/scanning/scan_codes'
import { storedMoment } from '#support/sql_time'

/** Values per query: far below either engine's limit on bound variables. */
const CHUNK = 400

/** A card since replaced: whose it was and from when it stopped being theirs. */
export type ReplacedCard = { formId: number; replacedAt: Date }

/** What a scan may name of a replaced card: its printed code or its tag. */
function scanKeys(scan: string): { code: string; rfid: string } | null {
  if (typeof scan !== 'string' || scan.trim() === '' || scan.trim().length > 64) return null
  return { code: normalizeBadgeCode(scan), rfid: normalizeRfid(scan) }
}

/**
 * The replaced cards these scans name, by the scan as given: a card printed
 * with that code, or carrying that tag, before its holder got a new one
 * (lost, stolen, damaged, renamed). A desk refuses such a scan as "card
 * replaced" and names nobody: whoever holds the old card is not its holder.
 */
export async function replacedCards(scans: string[]): Promise<Map<string, ReplacedCard>> {
  const keys = new Map(scans.map((scan) => [scan, scanKeys(scan)] as const))
  const codes = [...new Set([...keys.values()].flatMap((key) => (key ? [key.code] : [])))]
  const rfids = [...new Set([...keys.values()].flatMap((key) => (key?.rfid ? [key.rfid] : [])))]
  const byCode = new Map<string, ReplacedCard>()
  const byRfid = new Map<string, ReplacedCard>()
  for (const [values, column, target] of [
    [codes, 'code', byCode],
    [rfids, 'rfid', byRfid],
  ] as const) {
    for (let start = 0; start < values.length; start += CHUNK) {
      const rows = await db
        .from('form_cards')
        .whereIn(column, values.slice(start, start + CHUNK))
        .orderBy('replaced_at', 'desc')
        .select('form_id', 'code', 'rfid', 'replaced_at')
      for (const row of rows) {
        const key = String(row[column])
        if (target.has(key)) continue
        target.set(key, { formId: Number(row.form_id), replacedAt: storedMoment(row.replaced_at)! })
      }
    }
  }
  const found = new Map<string, ReplacedCard>()
  for (const [scan, key] of keys) {
    const card = key && (byCode.get(key.code) ?? (key.rfid ? byRfid.get(key.rfid) : undefined))
    if (card) found.set(scan, card)
  }
  return found
}

export async function isReplacedCode(scan: string): Promise<boolean> {
  const found = await replacedCards([scan])
  return found.size > 0
}

/** The codes and tags of each of these credentials' replaced cards, oldest first. */
export async function replacedCodesOf(formIds: number[]): Promise<Map<number, string[]>> {
  const byForm = new Map<number, string[]>()
  for (let start = 0; start < formIds.length; start += CHUNK) {
    const rows = await db
      .from('form_cards')
      .whereIn('form_id', formIds.slice(start, start + CHUNK))
      .orderBy('version')
      .select('form_id', 'code', 'rfid')
    for (const row of rows) {
      const id = Number(row.form_id)
      const retired = [String(row.code), ...(row.rfid ? [String(row.rfid)] : [])]
      byForm.set(id, [...(byForm.get(id) ?? []), ...retired])
    }
  }
  return byForm
}

/** The codes one credential's replaced cards were printed with, oldest first (the gates block them). */
export async function replacedCardCodes(formId: number): Promise<string[]> {
  const rows = await db
    .from('form_cards')
    .where('form_id', formId)
    .orderBy('version')
    .select('code')
  return rows.map((row) => String(row.code))
}
