import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Collective from '#models/collective'
import type Form from '#models/form'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { cardRefusal, type CardRefusal } from '#services/collection/card_eligibility'
import { restrictToScope, type FormScope } from '#services/auth/form_access'

export type CardAnswer = { added: true; form: Form } | { added: false; refusal: CardRefusal }

/**
 * Adds a scanned card to a waiting collective, in the caller's transaction
 * when given one. The card's unique row in collective_forms settles a race:
 * two desks adding one card at once, one wins and the other is told where
 * the card went (inside a transaction, a savepoint keeps the failed insert
 * from aborting it).
 */
export async function addCard(
  collective: Collective,
  form: Form | null,
  client: QueryClientContract = db.connection()
): Promise<CardAnswer> {
  const refusal = await cardRefusal(form, collective.id, client)
  if (refusal || !form) return { added: false, refusal: refusal ?? { reason: 'not_found' } }
  const insert = (writer: QueryClientContract) =>
    writer.table('collective_forms').insert({
      collective_id: collective.id,
      form_id: form.id,
      card_version: form.cardVersion,
      created_at: sqlTimestamp(DateTime.now()),
    })
  try {
    await (client.isTransaction
      ? (client as TransactionClientContract).transaction(insert)
      : insert(client))
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return { added: false, refusal: (await cardRefusal(form, collective.id, client))! }
  }
  return { added: true, form }
}

export async function removeCard(collective: Collective, formId: number) {
  await db
    .from('collective_forms')
    .where({ collective_id: collective.id, form_id: formId })
    .delete()
}

function cardRows(collectiveId: number, scope: FormScope | null) {
  const query = db
    .from('collective_forms')
    .join('forms', 'forms.id', 'collective_forms.form_id')
    .where('collective_forms.collective_id', collectiveId)
  return scope ? restrictToScope(query, scope) : query
}

/**
 * The cards of a collective, in the order they were scanned; with a scope,
 * only those it reaches (a desk never shows a card of a type its user does
 * not review).
 */
export async function cardsOf(collectiveId: number, scope: FormScope | null = null) {
  const rows = await cardRows(collectiveId, scope)
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .orderBy('collective_forms.id')
    .select(
      'forms.id',
      'forms.name',
      'forms.last_name',
      'forms.code',
      'forms.type',
      'forms.state',
      'forms.document',
      'tournaments.sport'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    lastName: String(row.last_name),
    code: String(row.code),
    type: String(row.type),
    state: String(row.state),
    document: row.document ? String(row.document) : null,
    sport: String(row.sport),
  }))
}

export type Card = Awaited<ReturnType<typeof cardsOf>>[number]

/** How many cards of a collective the scope does not reach (counted, never named). */
export async function hiddenCardCount(collectiveId: number, scope: FormScope) {
  const count = async (query: ReturnType<typeof cardRows>) => {
    const row = await query.count('* as total').first()
    return Number(row?.total ?? 0)
  }
  return (await count(cardRows(collectiveId, null))) - (await count(cardRows(collectiveId, scope)))
}
