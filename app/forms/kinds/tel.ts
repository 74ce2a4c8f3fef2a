import vine from '@vinejs/vine'
import { plainKind } from '#forms/kinds/plain'

/** Digits and spaces, an optional leading "+". */
const PHONE = /^\+?[0-9 ]{6,20}$/

/** A phone number. */
export const telKind = plainKind(
  () => vine.string().trim().regex(PHONE),
  () => '+34 600 000 000'
)
