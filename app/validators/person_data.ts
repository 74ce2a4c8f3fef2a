import vine from '@vinejs/vine'
import { PERSON_KEYS } from '#services/privacy/person_search'
import { recordId } from '#validators/rules/record_id'

const person = {
  by: vine.enum(PERSON_KEYS),
  value: vine.string().trim().minLength(3).maxLength(254),
}

/** Search and export: a document number or an email. */
export const personQueryValidator = vine.create(person)

/**
 * Erasure: the same search, the requests and collections staff saw, and
 * their confirmation (checked by the controller, so a missing tick keeps
 * the results on the screen).
 */
export const personErasureValidator = vine.create({
  ...person,
  requests: vine.array(recordId()).maxLength(500).optional(),
  collections: vine.array(recordId()).maxLength(500).optional(),
  confirmErasure: vine.boolean().optional(),
})
