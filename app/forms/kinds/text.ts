import vine from '@vinejs/vine'
import type { ExampleContext } from '#forms/kinds/kind'
import type { FieldSpec } from '#forms/fields'
import { formMeta } from '#forms/kinds/form_meta'
import { plainKind } from '#forms/kinds/plain'

const ALPHANUMERIC = /^[A-Za-z0-9]+$/

/** Refused full names, reported on the last name. */
const notBlacklistedRule = vine.createRule(
  async (value, _options, field) => {
    if (
      typeof value === 'string' &&
      (await formMeta(field).isBlacklisted(String(field.parent.name ?? ''), value))
    ) {
      field.report('This request cannot be accepted', 'blacklisted', field)
    }
  },
  { isAsync: true }
)

/**
 * Trimmed text up to its length (255 unless set), not empty when required;
 * the last name is checked against the blacklist, an alphanumeric field
 * takes letters and digits only.
 */
export function textRule(field: FieldSpec) {
  const text = vine
    .string()
    .trim()
    .maxLength(field.maxLength ?? 255)
  const rule = field.required ? text.minLength(1) : text
  if (field.name === 'lastName') return rule.use(notBlacklistedRule())
  return field.alphanumeric ? rule.regex(ALPHANUMERIC) : rule
}

/** Letters and digits (a licence, a document), or a word; within the field's length. */
export function textExample(field: FieldSpec, { sequence }: ExampleContext) {
  const text = field.alphanumeric ? `A${sequence}B1` : `Ejemplo ${sequence}`
  return text.slice(0, field.maxLength ?? 255)
}

/** One line of text. */
export const textKind = plainKind(textRule, textExample)
