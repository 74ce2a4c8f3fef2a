import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * The reports' counters (decision 0260): one small table of hourly tallies,
 * added to in the same transaction (or statement) as the row it counts, so a
 * report reads a few hundred tallies instead of every passage, meal or log.
 * Each fact is counted in one place: decisions, prints and collections in
 * the history writer, meals in the till's deduction, passages in the passage
 * writer. `rebuildTallies` recounts them all from the rows.
 */
export type TallyFact = 'decision' | 'print' | 'collect' | 'meal' | 'passage'

/** Key columns, in the order of the table's unique key. */
const KEY = ['fact', 'hour', 'tournament_id', 'form_type', 'category', 'subject_id', 'detail']
const COLUMNS = [...KEY, 'count', 'total']

/** What an upsert adds to an existing tally: the new counts on top of the old. */
export const TALLY_CONFLICT = `on conflict (${KEY.join(', ')}) do update set
  count = report_tallies.count + excluded.count, total = report_tallies.total + excluded.total`

export const TALLY_INSERT = `insert into report_tallies (${COLUMNS.join(', ')})`

/** The UTC hour a stored timestamp ('YYYY-MM-DD HH:MM:SS', UTC) falls in, as stored in `hour`. */
export function hourOf(timestamp: string): string {
  return `${timestamp.slice(0, 13)}:00:00`
}

/** A tally of forms: the forms' tournament, type and category are read in the same statement. */
export type FormTally = {
  fact: TallyFact
  /** A stored timestamp (UTC). */
  at: string
  formIds: number[]
  subjectId?: number | null
  detail?: string
  /** Added per form to `total` (a meal's credits or cents). */
  total?: number
}

/** A meal or purchase at a till: per restaurant and kind (credit/amount), with its credits or cents. */
export function mealTally(meal: {
  formId: number
  restaurantId: number
  type: string
  quantity: number
  at: string
}): FormTally {
  return {
    fact: 'meal',
    at: meal.at,
    formIds: [meal.formId],
    subjectId: meal.restaurantId,
    detail: meal.type,
    total: meal.quantity,
  }
}

/** Rows per statement: one bound value a form. */
const CHUNK = 500

/** Adds one to each form's tally (grouped by its tournament, type and category, upserted in that order). */
export async function tallyForms(client: QueryClientContract, tally: FormTally) {
  for (let start = 0; start < tally.formIds.length; start += CHUNK) {
    const ids = tally.formIds.slice(start, start + CHUNK)
    await client.rawQuery(
      `${TALLY_INSERT}
       select ?, ?, tournament_id, type, category, ?, ?, count(*), ? * count(*) from forms
       where id in (${ids.map(() => '?').join(', ')})
       group by tournament_id, type, category
       order by tournament_id, type, category
       ${TALLY_CONFLICT}`,
      [
        tally.fact,
        hourOf(tally.at),
        tally.subjectId ?? 0,
        tally.detail ?? '',
        tally.total ?? 0,
        ...ids,
      ]
    )
  }
}

/** A passage's tally: per zone (subject), direction and verdict; `total` counts those that moved who is inside. */
export type PassageTally = {
  zone_id: number
  direction: string
  verdict: string
  counted: boolean
  created_at: string
}

export function passageDetail(row: { direction: string; verdict: string }) {
  return `${row.direction}:${row.verdict}`
}

/** The tallies of many passages, merged: a device's queue or a night check-out is a few upserts. */
export async function tallyPassages(client: QueryClientContract, rows: PassageTally[]) {
  const merged = new Map<string, { row: PassageTally; count: number; total: number }>()
  for (const row of rows) {
    const key = `${row.zone_id}|${passageDetail(row)}|${hourOf(row.created_at)}`
    const entry = merged.get(key) ?? { row, count: 0, total: 0 }
    entry.count += 1
    entry.total += row.counted ? 1 : 0
    merged.set(key, entry)
  }
  /** In key order: two writers upserting the same tallies lock them in the same order (no deadlock). */
  const ordered = [...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  for (const [, { row, count, total }] of ordered) {
    await client.rawQuery(
      `${TALLY_INSERT} values ('passage', ?, 0, '', '', ?, ?, ?, ?) ${TALLY_CONFLICT}`,
      [hourOf(row.created_at), row.zone_id, passageDetail(row), count, total]
    )
  }
}

/** The hour of a timestamp column in SQL, as `hourOf` writes it. */
function hourSql(column: string, postgres: boolean) {
  return postgres ? `date_trunc('hour', ${column})` : `strftime('%Y-%m-%d %H:00:00', ${column})`
}

/**
 * Every tally counted again from the rows (after a bulk load that wrote rows
 * directly, and when the table is created over existing data).
 */
export async function rebuildTallies(client: QueryClientContract = db.connection()) {
  const postgres = client.dialect.name === 'postgres'
  const to = postgres ? `(l.data::json->>'to')` : `json_extract(l.data, '$.to')`
  await client.rawQuery('delete from report_tallies')
  const fromLogs = (fact: TallyFact, logType: string, subject: string, detail: string) =>
    client.rawQuery(
      `${TALLY_INSERT}
       select '${fact}', ${hourSql('l.created_at', postgres)}, f.tournament_id, f.type, f.category,
         ${subject}, ${detail}, count(*), 0
       from form_logs l join forms f on f.id = l.form_id
       where l.type = '${logType}'
       group by 2, f.tournament_id, f.type, f.category, 6, 7`
    )
  await fromLogs('decision', 'state', 'coalesce(l.user_id, 0)', `coalesce(${to}, '')`)
  await fromLogs('print', 'print', '0', `''`)
  await fromLogs('collect', 'signature', '0', `''`)
  await client.rawQuery(
    `${TALLY_INSERT}
     select 'meal', ${hourSql('r.created_at', postgres)}, f.tournament_id, f.type, f.category,
       r.restaurant_id, r.type, count(*), sum(r.amount)
     from restaurant_logs r join forms f on f.id = r.form_id
     group by 2, f.tournament_id, f.type, f.category, r.restaurant_id, r.type`
  )
  await client.rawQuery(
    `${TALLY_INSERT}
     select 'passage', ${hourSql('p.created_at', postgres)}, 0, '', '', p.zone_id,
       p.direction || ':' || p.verdict, count(*), sum(case when p.counted then 1 else 0 end)
     from passages p
     group by 2, p.zone_id, p.direction, p.verdict`
  )
}
