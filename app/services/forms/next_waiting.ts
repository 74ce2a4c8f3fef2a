import Form from '#models/form'

/**
 * The request a reviewer opens after deciding on `form`: the oldest one of
 * the same type and tournament still waiting (the review queue's head).
 */
export async function nextWaiting(form: Pick<Form, 'id' | 'type' | 'tournamentId'>) {
  return Form.query()
    .select('id')
    .where('type', form.type)
    .where('tournamentId', form.tournamentId)
    .where('state', 'waiting')
    .whereNot('id', form.id)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .first()
}
