import Form from '#models/form'
import type Tournament from '#models/tournament'
import { findPerson } from '#services/privacy/person_search'
import { erasePerson } from '#services/privacy/person_erasure'
import { createForm } from '#tests/helpers/form_factory'

/** A request of this type erased at its person's request, as the Personal data screen does it. */
export async function erasedForm(
  type: string,
  tournament: Tournament,
  state: 'waiting' | 'approved' | 'rejected' = 'approved'
) {
  const form = await createForm(type, tournament, {
    state,
    name: 'Borja',
    lastName: 'Borrado',
    document: `E${Date.now().toString().slice(-7)}`,
  })
  const query = { by: 'document' as const, value: form.document! }
  const match = await findPerson(query)
  const result = await erasePerson(
    query,
    { requests: match.requests.map((request) => request.id), collections: [] },
    null
  )
  if (!result.erased) throw new Error(`erasure refused: ${result.reason}`)
  return Form.findOrFail(form.id)
}
