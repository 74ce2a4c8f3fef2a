import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Collective from '#models/collective'
import type Form from '#models/form'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { cardRefusal, type CardRefusal } from '#services/collection/card_eligibility'

export type CardAnswer = { added: true; form: Form } | { added: false; refusal: CardRefusal }

/**
 * Adds a scanned card to a waiting collective. The card's unique row in
 * collective_forms settles a race: two desks adding one card at once, one
 * wins and the other is told where the card went.
 */
export async function addCard(collective: Collective, form: Form | null): Promise<CardAnswer> {
  const refusal = await cardRefusal(form, collective.id)
  if (refusal || !form) return { added: false, refusal: refusal ?? { reason: 'not_found' } }
  try {
    await db.table('collective_forms').insert({
      collective_id: collective.id,
      form_id: form.id,
      created_at: sqlTimestamp(DateTime.now()),
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return { added: false, refusal: (await cardRefusal(form, collective.id))! }
  }
  return { added: true, form }
}

export async function removeCard(collective: Collective, formId: number) {
  await db
    .from('collective_forms')
    .where({ collective_id: collective.id, form_id: formId })
    .delete()
}

/** The cards of a collective, in the order they were scanned. */
export async function cardsOf(collectiveId: number) {
  const rows = await db
    .from('collective_forms')
    .join('forms', 'forms.id', 'collective_forms.form_id')
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .where('collective_forms.collective_id', collectiveId)
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
