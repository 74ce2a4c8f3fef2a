import db from '@adonisjs/lucid/services/db'
import type Partner from '#models/partner'

/** The photo of an approved credential of the partner's tournament, if it has one (photos:read). */
export async function credentialPhotoPath(partner: Partner, id: number): Promise<string | null> {
  const row = await db
    .from('forms')
    .where('id', id)
    .where('tournament_id', partner.tournamentId)
    .where('state', 'approved')
    .whereNull('erased_at')
    .select('photo_path')
    .first()
  return row?.photo_path ? String(row.photo_path) : null
}
