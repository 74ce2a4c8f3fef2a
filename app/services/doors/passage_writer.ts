import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { preparedQuery } from '#support/compiled_query'
import { hourOf, tallyPassages, TALLY_CONFLICT, TALLY_INSERT } from '#support/report_tallies'
import { occupancyChanged } from '#services/doors/occupancy'

/**
 * The one writer of the passages table: every passage (a steward's or a
 * device's scan, a device's offline queue, the night check-out) is inserted
 * here and nowhere else. A write that changed who is inside announces the
 * zone's count to the occupancy dashboard once it is committed, whoever
 * decided it.
 */

/** A passages row as written. */
export type PassageRow = {
  zone_id: number
  /** Null for the night check-out. */
  door_id: number | null
  form_id: number | null
  user_id: number | null
  device_id: number | null
  staff_user_id: number | null
  offline: boolean
  review_reason: string | null
  direction: string
  verdict: string
  reason: string
  /** JSON { es, en }. */
  message: string
  counted: boolean
  idempotency_key: string
  /** What was sent under the key (`contentDigest`); null for the night check-out. */
  content_digest: string | null
  created_at: string
  /** The time a device said it scanned, when `created_at` had to be clamped from it. */
  claimed_at: string | null
  /** An external system's passage: the partner that posted it (written by `writePassages` only). */
  partner_id?: number | null
}

const COLUMNS = [
  'zone_id',
  'door_id',
  'form_id',
  'user_id',
  'device_id',
  'staff_user_id',
  'offline',
  'review_reason',
  'direction',
  'verdict',
  'reason',
  'message',
  'counted',
  'idempotency_key',
  'content_digest',
  'created_at',
  'claimed_at',
] as const satisfies readonly (keyof PassageRow)[]

/** Rows per INSERT: well under either engine's bound-parameter limit. */
const CHUNK = 100

/**
 * What a key was sent with, as a digest: the same key with other content
 * (another badge, door or direction, another verdict from a device) is a
 * conflict, never a replay. It holds nothing the passages and forms do not.
 */
export function contentDigest(content: (string | number | null)[]): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex')
}

/** Whether a stored passage was written from this content (one written before digests: its door and direction). */
export function sameContent(
  stored: { content_digest?: string | null; door_id: unknown; direction: unknown },
  row: Pick<PassageRow, 'content_digest' | 'door_id' | 'direction'>
): boolean {
  if (Number(stored.door_id) !== row.door_id || stored.direction !== row.direction) return false
  return !stored.content_digest || stored.content_digest === row.content_digest
}

function announceWhenCommitted(rows: PassageRow[], client?: TransactionClientContract) {
  const zones = new Set(rows.filter((row) => row.counted).map((row) => row.zone_id))
  for (const zoneId of zones) {
    if (client) client.after('commit', () => occupancyChanged(zoneId))
    else occupancyChanged(zoneId)
  }
}

/**
 * The passage's tally for the reports (decision 0260), as a statement reading
 * the row a `written` CTE returned: PostgreSQL adds both in one statement.
 */
const TALLY_WRITTEN = `${TALLY_INSERT}
  select 'passage', ?::timestamptz, 0, '', '', zone_id, direction || ':' || verdict, 1,
    case when counted then 1 else 0 end
  from written ${TALLY_CONFLICT}`

/** One passage as plain SQL: a refusal is most of a door's writes, knex's insert compiler its largest cost. */
export async function writePassage(row: PassageRow, client?: TransactionClientContract) {
  const values = COLUMNS.map((column) => row[column])
  const insert = `insert into passages (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`
  if (db.connection().dialect.name === 'postgres') {
    await preparedQuery(
      'passage-insert',
      `with written as (${insert} returning zone_id, direction, verdict, counted) ${TALLY_WRITTEN}`,
      [...values, hourOf(row.created_at)],
      client
    )
  } else if (client) {
    await preparedQuery('passage-insert', insert, values, client)
    await tallyPassages(client, [row])
  } else {
    await db.transaction(async (trx) => {
      await preparedQuery('passage-insert', insert, values, trx)
      await tallyPassages(trx, [row])
    })
  }
  announceWhenCommitted([row], client)
}

/** Many passages in a transaction, in chunks (a device's queue, a zone's night check-out). */
export async function writePassages(trx: TransactionClientContract, rows: PassageRow[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx.table('passages').multiInsert(rows.slice(start, start + CHUNK))
  }
  await tallyPassages(trx, rows)
  announceWhenCommitted(rows, trx)
}

/** A guarded presence flip as SQL returning a row only when it changed, and its bindings. */
export type PresenceFlip = { sql: string; bindings: (string | number)[] }

/**
 * An admission: the presence flip and the passage commit together, the
 * passage being `won` if the flip happened (counted) and `lost` if not.
 * PostgreSQL does it in one statement (one round trip); SQLite, which has no
 * writes in a WITH, in a transaction. A unique key violation undoes both.
 * Returns whether the flip happened.
 */
export async function writeAdmission(
  flip: PresenceFlip & { name: string },
  won: PassageRow,
  lost: Pick<PassageRow, 'verdict' | 'reason' | 'message'>
): Promise<boolean> {
  if (db.connection().dialect.name === 'postgres') {
    const pick = (field: 'verdict' | 'reason' | 'message') => [won[field], lost[field]]
    const [outcome] = await preparedQuery(
      `passage-admit-${flip.name}`,
      `with flip as (${flip.sql}), written as (
       insert into passages (${COLUMNS.join(', ')})
       select ?::integer, ?::integer, ?::integer, ?::integer, ?::integer, ?::integer,
         ?::boolean, ?, ?,
         case when flipped then ? else ? end, case when flipped then ? else ? end,
         case when flipped then ? else ? end, flipped, ?, ?, ?::timestamptz, ?::timestamptz
       from (select exists (select 1 from flip) as flipped) as outcome
       returning zone_id, direction, verdict, counted),
       tallied as (${TALLY_WRITTEN})
       select counted from written`,
      [
        ...flip.bindings,
        won.zone_id,
        won.door_id,
        won.form_id,
        won.user_id,
        won.device_id,
        won.staff_user_id,
        won.offline,
        won.review_reason,
        won.direction,
        ...pick('verdict'),
        ...pick('reason'),
        ...pick('message'),
        won.idempotency_key,
        won.content_digest,
        won.created_at,
        won.claimed_at,
        hourOf(won.created_at),
      ]
    )
    const counted = Boolean(outcome.counted)
    announceWhenCommitted([{ ...won, counted }])
    return counted
  }
  const counted = await db.transaction(async (trx: TransactionClientContract) => {
    const flipped = await trx.rawQuery(flip.sql, flip.bindings)
    const changed = flipped.length === 1
    await writePassage(
      changed ? { ...won, counted: true } : { ...won, ...lost, counted: false },
      trx
    )
    return changed
  })
  return counted
}
