import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Form from '#models/form'
import { inCurrentTournaments } from '#services/configuration/current_tournament_forms'
import { asPreparedStatement } from '#support/compiled_query'

/**
 * What a scanner types into a focused field (keyboard wedge) or a camera
 * decodes: a badge code or an RFID tag's UID. Every desk (accreditation,
 * collection, restaurants) resolves scans here, so a badge means the same
 * thing at every desk.
 */

/** Badge codes are upper-case base32; a scanner may type them in any case. */
export function normalizeBadgeCode(raw: string): string {
  return raw.trim().toUpperCase()
}

/**
 * RFID readers type the UID in hex, some with separators (04:A3:1B…) or
 * spaces; one tag must always give one stored value.
 */
export function normalizeRfid(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s:.-]/g, '')
}

/** Longest value either column holds: a longer scan is noise, not a lookup. */
const MAX_SCAN_LENGTH = 64

/**
 * The credential a scan names among the current tournaments' forms (a badge
 * from an earlier year resolves to nothing), by badge code first, then by
 * RFID tag. Null for an empty, over-long or unknown scan. `scope` narrows
 * the search to the forms a user may see (see `restrictToScope`).
 */
export async function findFormByScan(
  raw: string,
  options: {
    client?: TransactionClientContract
    scope?: (query: ModelQueryBuilderContract<typeof Form>) => unknown
  } = {}
): Promise<Form | null> {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.trim().length > MAX_SCAN_LENGTH) {
    return null
  }
  const code = normalizeBadgeCode(raw)
  const rfid = normalizeRfid(raw)
  const query = inCurrentTournaments(Form.query({ client: options.client }))
    .where((scan) => {
      scan.where('code', code)
      if (rfid !== '') scan.orWhere('rfid', rfid)
    })
    // A code match wins over a tag that happens to spell the same characters.
    .orderByRaw('case when code = ? then 0 else 1 end', [code])
  options.scope?.(query)
  return asPreparedStatement(query).first()
}
