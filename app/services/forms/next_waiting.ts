import Form from '#models/form'
import { exceptAwaitingChanges } from '#services/applicants/change_requests'

/**
 * The request a reviewer opens after deciding on `form`: the oldest one of
 * the same type and tournament still waiting (the review queue's head), not
 * one waiting for its applicant's changes.
 */
export async function nextWaiting(form: Pick<Form, 'id' | 'type' | 'tournamentId'>) {
  return exceptAwaitingChanges(Form.query())
    .select('id')
    .where('type', form.type)
    .where('tournamentId', form.tournamentId)
    .where('state', 'waiting')
    .whereNot('id', form.id)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .first()
}
