import db from '@adonisjs/lucid/services/db'
import { markerColumns } from '#services/history/credential_markers'
import { whereLikelyDuplicate } from '#services/review/duplicate_review'
import { whereFlaggedPhoto } from '#services/review/photo_review'

/** One person of an organisation as its pages and its list show them. */
export type OrganisationPersonRow = {
  id: number
  formId: number
  quotaId: number
  type: string
  name: string
  lastName: string
  document: string | null
  email: string | null
  state: string
  hasPhoto: boolean
  printed: boolean
  collected: boolean
  withdrawn: boolean
  possibleDuplicate: boolean
  photoFlagged: boolean
}

/** The people query of one organisation: only its own rows, ever. */
function peopleQuery(organisationId: number) {
  return db
    .from('organisation_people')
    .join('forms', 'forms.id', 'organisation_people.form_id')
    .where('organisation_people.organisation_id', organisationId)
    .whereNull('forms.erased_at')
}

/**
 * An organisation's people, newest first, with their state, printed and
 * collected markers and the review's flags (a likely duplicate of another
 * request, a flagged photo), which the organisation's page shows staff.
 */
export async function peopleOf(organisationId: number): Promise<OrganisationPersonRow[]> {
  const rows = await peopleQuery(organisationId)
    .select(
      'organisation_people.id',
      'organisation_people.form_id',
      'organisation_people.quota_id',
      'organisation_people.withdrawn_at',
      'forms.type',
      'forms.name',
      'forms.last_name',
      'forms.document',
      'forms.email',
      'forms.state',
      'forms.photo_path'
    )
    .select(markerColumns())
    .orderBy('organisation_people.id', 'desc')
  const flagged = async (where: typeof whereLikelyDuplicate) => {
    const ids = await where(peopleQuery(organisationId)).select('forms.id')
    return new Set(ids.map((row) => Number(row.id)))
  }
  const duplicates = await flagged(whereLikelyDuplicate)
  const photos = await flagged(whereFlaggedPhoto)
  return rows.map((row) => ({
    id: Number(row.id),
    formId: Number(row.form_id),
    quotaId: Number(row.quota_id),
    type: row.type,
    name: row.name,
    lastName: row.last_name,
    document: row.document,
    email: row.email,
    state: row.state,
    hasPhoto: Boolean(row.photo_path),
    printed: Boolean(row.printed),
    collected: Boolean(row.collected),
    withdrawn: row.withdrawn_at !== null,
    possibleDuplicate: duplicates.has(Number(row.form_id)),
    photoFlagged: photos.has(Number(row.form_id)),
  }))
}

/**
 * One person of this organisation, or null: another organisation's person is
 * answered exactly like a missing one.
 */
export async function personOf(organisationId: number, personId: number) {
  const row = await db
    .from('organisation_people')
    .where({ id: personId, organisation_id: organisationId })
    .first()
  return row
    ? {
        id: Number(row.id),
        formId: Number(row.form_id),
        quotaId: Number(row.quota_id),
        withdrawn: row.withdrawn_at !== null,
      }
    : null
}
