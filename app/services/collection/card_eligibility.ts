import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Form from '#models/form'
import { storedMoment } from '#support/sql_time'
import { isPrinted } from '#services/history/credential_markers'

/** Why a card cannot be handed over in this collective; null when it can. */
export type CardRefusal =
  | { reason: 'not_found' }
  | { reason: 'card_replaced' }
  | { reason: 'not_approved' }
  | { reason: 'not_printed' }
  | { reason: 'in_this_collective' }
  | { reason: 'waiting_elsewhere'; collector: string; collectiveId: number }
  | { reason: 'collected'; collector: string; at: string; by: string | null }

/** A card is in one collective at most: where this one is, if anywhere. */
/** The hand-over that holds a credential's current card, if any. */
async function holdingCollective(formId: number, cardVersion: number, client: QueryClientContract) {
  return client
    .from('collective_forms')
    .join('collectives', 'collectives.id', 'collective_forms.collective_id')
    .leftJoin('users', 'users.id', 'collectives.signed_by_user_id')
    .where('collective_forms.form_id', formId)
    .where('collective_forms.card_version', cardVersion)
    .select(
      'collectives.id',
      'collectives.name',
      'collectives.last_name',
      'collectives.signed_at',
      'users.name as user_name',
      'users.last_name as user_last_name'
    )
    .first()
}

/**
 * Whether a credential of this year's tournaments may be handed over in this
 * collective: approved, its badge printed, and in no other collective (a
 * signed one says when and by whom it was collected).
 */
export async function cardRefusal(
  form: Form | null,
  collectiveId: number,
  client: QueryClientContract = db.connection()
): Promise<CardRefusal | null> {
  if (!form) return { reason: 'not_found' }
  const holder = await holdingCollective(form.id, form.cardVersion, client)
  if (holder && Number(holder.id) === collectiveId) return { reason: 'in_this_collective' }
  if (holder?.signed_at) {
    return {
      reason: 'collected',
      collector: `${holder.name} ${holder.last_name}`,
      at: storedMoment(holder.signed_at)?.toISOString() ?? '',
      by: holder.user_name ? `${holder.user_name} ${holder.user_last_name}` : null,
    }
  }
  if (holder) {
    return {
      reason: 'waiting_elsewhere',
      collector: `${holder.name} ${holder.last_name}`,
      collectiveId: Number(holder.id),
    }
  }
  if (form.state !== 'approved') return { reason: 'not_approved' }
  if (!(await isPrinted(form.id, client))) return { reason: 'not_printed' }
  return null
}
