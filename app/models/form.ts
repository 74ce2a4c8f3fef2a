import { randomBytes } from 'node:crypto'
import { FormSchema } from '#database/schema'
import { beforeSave, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Tournament from '#models/tournament'
import FormLog from '#models/form_log'
import { searchText } from '#support/search_text'
import { spanishSortKey } from '#support/sort_key'

export const FORM_STATES = ['waiting', 'approved', 'rejected'] as const
export type FormState = (typeof FORM_STATES)[number]

/** Base32 without look-alike letters: easy to read off a badge, 20 chars ≈ 100 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export default class Form extends FormSchema {
  @belongsTo(() => Tournament)
  declare tournament: BelongsTo<typeof Tournament>

  @hasMany(() => FormLog)
  declare logs: HasMany<typeof FormLog>

  /** Kept in step with the searched fields on every save. */
  @beforeSave()
  static fillSearchText(form: Form) {
    form.searchText = searchText(form)
  }

  /** The lists sort names by these keys (Spanish order on every engine). */
  @beforeSave()
  static fillSortKeys(form: Form) {
    form.sortName = spanishSortKey(form.name)
    form.sortLastName = spanishSortKey(form.lastName)
  }

  /** A fresh public code: random, never derived from the id. */
  static newCode(): string {
    return [...randomBytes(20)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')
  }
}
