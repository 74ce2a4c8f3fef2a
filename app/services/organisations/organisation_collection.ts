import db from '@adonisjs/lucid/services/db'
import Collective from '#models/collective'
import Form from '#models/form'
import type Organisation from '#models/organisation'
import { printed } from '#services/history/credential_markers'
import { addCard } from '#services/collection/collective_cards'

export type Collector = { name: string; lastName: string; email?: string | null }

/**
 * A collective signature holding the organisation's printed cards not yet
 * collected (its current people, approved), for its manager or a named
 * collector: signed at the collection desk as a team's is, in one signature
 * that marks every card collected. Cards already waiting in another
 * hand-over stay there (addCard refuses them). One transaction, with the
 * organisation's row locked (PostgreSQL; SQLite has one writer): a second
 * click waits, then finds every card taken and creates nothing.
 */
export async function prepareCollection(
  organisation: Organisation,
  collector: Collector,
  userId: number
): Promise<{ collective: Collective; cards: number } | null> {
  return db.transaction(async (trx) => {
    const lock = trx.from('organisations').where('id', organisation.id)
    if (trx.dialect.name === 'postgres') lock.forUpdate()
    await lock.first()
    const rows = await printed(
      trx
        .from('organisation_people')
        .join('forms', 'forms.id', 'organisation_people.form_id')
        .where('organisation_people.organisation_id', organisation.id)
        .whereNull('organisation_people.withdrawn_at')
        .whereNull('forms.erased_at')
        .where('forms.state', 'approved')
    ).select('forms.id')
    const forms = await Form.query({ client: trx }).whereIn(
      'id',
      rows.map((row) => Number(row.id))
    )
    if (forms.length === 0) return null
    const collective = await Collective.create(
      {
        name: collector.name,
        lastName: collector.lastName,
        email: collector.email ?? null,
        type: 'delegate',
        observation: organisation.name,
        userId,
      },
      { client: trx }
    )
    let cards = 0
    for (const form of forms) {
      const answer = await addCard(collective, form, trx)
      if (answer.added) cards += 1
    }
    if (cards === 0) {
      await collective.delete()
      return null
    }
    return { collective, cards }
  })
}
