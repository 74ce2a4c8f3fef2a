import vine from '@vinejs/vine'
import { REPLACEMENT_REASONS } from '#services/badges/card_replacement'

/** Why a card is replaced (a new code is issued). */
export const cardReplacementValidator = vine.create({
  reason: vine.enum(REPLACEMENT_REASONS),
  /** The card version the page showed: a second click (or another desk) does not replace the new card. */
  version: vine.number().withoutDecimals().min(1),
})

/** Why the same card is printed again (optional on a batch print, kept in its history). */
export const reprintValidator = vine.create({
  reason: vine.string().trim().maxLength(200).optional(),
})
