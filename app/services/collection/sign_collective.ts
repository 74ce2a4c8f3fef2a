import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import type Collective from '#models/collective'
import { sqlTimestamp } from '#support/sql_time'
import { cardsOf, hiddenCardCount } from '#services/collection/collective_cards'
import type { FormScope } from '#services/auth/form_access'
import { recordHistory } from '#services/history/form_history'
import { printed } from '#services/history/credential_markers'
import { GOLF_TEXT, needsGolfAcceptance, PRIVACY_TEXT } from '#services/collection/acceptance_texts'

export type SignInput = {
  signature: Buffer
  privacy: boolean
  golf: boolean
  locale: string
  /** The staff member at the desk; null: a paired device nobody signed in on (decision 0145). */
  userId: number | null
  /** What the signing staff member (or device) may see: they sign only for cards they can check. */
  scope: FormScope
  /** The paired collection desk it was signed on, named in each card's log. */
  deviceId?: number
}

export type SignRefusal =
  'already_signed' | 'no_cards' | 'privacy' | 'golf' | 'cards_changed' | 'hidden_cards'
export type SignOutcome =
  { signed: true } | { signed: false; reason: SignRefusal; names?: string[] }

class AlreadySigned extends Error {}

/** Cards that can no longer be handed over (rejected, or never printed, since they were scanned). */
async function unfitCards(collectiveId: number) {
  return db
    .from('collective_forms')
    .join('forms', 'forms.id', 'collective_forms.form_id')
    .where('collective_forms.collective_id', collectiveId)
    .where((unfit) => printed(unfit.whereNot('forms.state', 'approved'), { not: true, or: true }))
    .select('forms.name', 'forms.last_name')
}

/**
 * Signs a collective: the signature image on the private disk, then one
 * transaction that marks the collective signed (only if it was not: two
 * desks signing at once, one wins), gives every card its signing time and a
 * `signature` log (the lists' "Collected"). Nothing is half-done: a failure
 * rolls back and removes the image.
 */
export async function signCollective(
  collective: Collective,
  input: SignInput
): Promise<SignOutcome> {
  if (collective.state === 'signed') return { signed: false, reason: 'already_signed' }
  const cards = await cardsOf(collective.id)
  if (cards.length === 0) return { signed: false, reason: 'no_cards' }
  if ((await hiddenCardCount(collective.id, input.scope)) > 0) {
    return { signed: false, reason: 'hidden_cards' }
  }
  if (!input.privacy) return { signed: false, reason: 'privacy' }
  const golf = needsGolfAcceptance(cards)
  if (golf && !input.golf) return { signed: false, reason: 'golf' }
  const unfit = await unfitCards(collective.id)
  if (unfit.length > 0) {
    return {
      signed: false,
      reason: 'cards_changed',
      names: unfit.map((card) => `${card.name} ${card.last_name}`),
    }
  }

  const key = `signatures/${randomUUID()}.png`
  await drive.use().put(key, input.signature)
  const signedAt = DateTime.now()
  const now = sqlTimestamp(signedAt)
  try {
    await db.transaction(async (trx) => {
      const updated = await trx
        .from('collectives')
        .where('id', collective.id)
        .whereNull('signed_at')
        .update({
          signature_path: key,
          signed_at: now,
          privacy_text_version: PRIVACY_TEXT.version,
          golf_text_version: golf ? GOLF_TEXT.version : null,
          acceptance_locale: input.locale,
          signed_by_user_id: input.userId,
          updated_at: now,
        })
      if (Number(updated) === 0) throw new AlreadySigned()
      await trx
        .from('collective_forms')
        .where('collective_id', collective.id)
        .update({ signed_at: now })
      await recordHistory(
        trx,
        cards.map((card) => ({
          formId: card.id,
          userId: input.userId,
          type: 'signature',
          data: input.deviceId
            ? { collective: collective.id, device: input.deviceId }
            : { collective: collective.id },
        })),
        signedAt
      )
    })
  } catch (error) {
    await drive
      .use()
      .delete(key)
      .catch(() => {})
    if (error instanceof AlreadySigned) return { signed: false, reason: 'already_signed' }
    throw error
  }
  return { signed: true }
}
