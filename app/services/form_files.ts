import db from '@adonisjs/lucid/services/db'

/** The form a private file belongs to: the photo, COVID certificate or line experience document. */
export async function formOwningFile(key: string): Promise<{ id: number; type: string } | null> {
  const owner = await db
    .from('forms')
    .select('forms.id', 'forms.type')
    .where('forms.photo_path', key)
    .orWhere('forms.covid_path', key)
    .orWhereIn('forms.id', db.from('line_details').select('form_id').where('experience_path', key))
    .first()
  return owner ?? null
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
}
