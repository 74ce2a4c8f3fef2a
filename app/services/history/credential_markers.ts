import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { HistoryEvent } from '#services/history/form_history'

/**
 * A credential's markers, read from its history: printed when its current
 * card has a `print` entry, collected when it has a `signature` entry. The one place
 * this rule is written; lists, exports, the console and the collection desk
 * use the fragments below on a query over `forms`.
 */
const MARKER_EVENTS = { printed: 'print', collected: 'signature' } as const satisfies Record<
  string,
  HistoryEvent
>

export type CredentialMarker = keyof typeof MARKER_EVENTS

/**
 * The condition, on the query's `forms` row (the event is a constant: no
 * user input here). Only the current card counts: an entry made before the
 * card was replaced (lost, stolen, damaged) marked the card it replaced.
 */
function hasMarker(marker: CredentialMarker) {
  return `exists (select 1 from form_logs where form_logs.form_id = forms.id and form_logs.type = '${MARKER_EVENTS[marker]}' and not exists (select 1 from form_logs as replaced where replaced.form_id = forms.id and replaced.type = 'card_replaced' and replaced.id > form_logs.id))`
}

type MarkerCondition = {
  /** Keep the forms without the marker instead. */
  not?: boolean
  /** Join the query's previous conditions with OR instead of AND. */
  or?: boolean
}

function whereMarker<Query extends ChainableContract>(
  query: Query,
  marker: CredentialMarker,
  { not = false, or = false }: MarkerCondition
): Query {
  const condition = `${not ? 'not ' : ''}${hasMarker(marker)}`
  return or ? query.orWhereRaw(condition) : query.whereRaw(condition)
}

/** Keeps the forms whose badge was printed (or, with `not`, never printed). */
export function printed<Query extends ChainableContract>(
  query: Query,
  condition: MarkerCondition = {}
): Query {
  return whereMarker(query, 'printed', condition)
}

/** Keeps the forms whose credential was collected (or, with `not`, not yet). */
export function collected<Query extends ChainableContract>(
  query: Query,
  condition: MarkerCondition = {}
): Query {
  return whereMarker(query, 'collected', condition)
}

/** Both markers as selected columns, `printed` and `collected` (true or false per row). */
export function markerColumns() {
  return (Object.keys(MARKER_EVENTS) as CredentialMarker[]).map((marker) =>
    db.raw(`${hasMarker(marker)} as ${marker}`)
  )
}

/** Whether one form's badge was printed. */
export async function isPrinted(formId: number, client: QueryClientContract = db.connection()) {
  const row = await printed(client.from('forms').where('forms.id', formId))
    .select('forms.id')
    .first()
  return Boolean(row)
}
