import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { tallyForms, type TallyFact } from '#support/report_tallies'

/**
 * What a request's history records: its creation and edits, state changes,
 * prints and collections (the lists' "printed" and "collected"), RFID tags,
 * gate deliveries, meal grants and resets, the removal of its personal data, and
 * staff's rulings on review help (not the same person, photo judged good).
 */
export const HISTORY_EVENTS = [
  'created',
  'updated',
  'state',
  'print',
  'signature',
  'rfid',
  'access',
  'restaurant',
  'purged',
  'erased',
  /** Staff ruled out a likely duplicate (data: the other request's id). */
  'not_same_person',
  /** Staff judged the photo good despite the photo check's problems. */
  'photo_overruled',
  /** Staff asked the applicant to change fields (data: {fields: {name: reason}}). */
  'changes_requested',
  /** A new card replaced a lost, stolen or damaged one (data: {reason, version, rfid}). */
  'card_replaced',
] as const

export type HistoryEvent = (typeof HISTORY_EVENTS)[number]

export type HistoryEntry = {
  formId: number
  type: HistoryEvent
  /** The staff member who did it; null for the applicant, the gates and scheduled jobs. */
  userId: number | null
  data: Record<string, unknown>
}

/** Rows per insert: five values each stays far below SQLite's limit on bound variables. */
const CHUNK = 500

/**
 * Writes history entries in the caller's transaction (or client), chunk by
 * chunk, all with one time: a thousand forms printed or erased together are
 * logged as one moment, with few round trips.
 */
export async function recordHistory(
  client: QueryClientContract,
  entries: HistoryEntry | HistoryEntry[],
  at: DateTime = DateTime.now()
): Promise<void> {
  const createdAt = sqlTimestamp(at)
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry) => ({
    form_id: entry.formId,
    user_id: entry.userId,
    type: entry.type,
    data: JSON.stringify(entry.data),
    created_at: createdAt,
  }))
  for (let start = 0; start < rows.length; start += CHUNK) {
    await client.table('form_logs').multiInsert(rows.slice(start, start + CHUNK))
  }
  await tallyReported(client, Array.isArray(entries) ? entries : [entries], createdAt)
}

/** The entries the reports count, by the fact they count (decision 0260). */
const REPORTED: Partial<Record<HistoryEvent, TallyFact>> = {
  state: 'decision',
  print: 'print',
  signature: 'collect',
}

/** Counts reported entries in the reports' tallies, in the same transaction: per staff member and new state. */
async function tallyReported(client: QueryClientContract, entries: HistoryEntry[], at: string) {
  const groups = new Map<
    string,
    { fact: TallyFact; subjectId: number; detail: string; formIds: number[] }
  >()
  for (const entry of entries) {
    const fact = REPORTED[entry.type]
    if (!fact) continue
    const subjectId = fact === 'decision' ? (entry.userId ?? 0) : 0
    const detail = fact === 'decision' ? String(entry.data.to ?? '') : ''
    const key = `${fact}|${subjectId}|${detail}`
    const group = groups.get(key) ?? { fact, subjectId, detail, formIds: [] }
    group.formIds.push(entry.formId)
    groups.set(key, group)
  }
  for (const group of groups.values()) await tallyForms(client, { ...group, at })
}
