import vine from '@vinejs/vine'
import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import type { FieldSpec } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import type { FormMeta } from '#forms/kinds/form_meta'
import { STAFF_FIELD_RULES } from '#forms/staff_fields'

export { MAX_UPLOAD } from '#forms/kinds/file'

function isYes(value: unknown) {
  return value === true || value === 'true' || value === '1' || value === 1 || value === 'on'
}

function isNo(value: unknown) {
  return value === false || value === 'false' || value === '0' || value === 0
}

/** A field with its presence rule: required, conditional or optional. */
function fieldRule(spec: FieldSpec, { staffEdit = false } = {}) {
  const kind = kindOf(spec)
  const rule = kind.rule(spec)
  if (staffEdit && kind.optionalOnEdit) return rule.optional()
  if (spec.optional) return rule.optional()
  if (spec.whenYes)
    return rule.optional().requiredWhen((field) => isYes(field.parent[spec.whenYes!]))
  if (spec.whenNo) return rule.optional().requiredWhen((field) => isNo(field.parent[spec.whenNo!]))
  if (spec.unlessFilled) {
    return rule
      .optional()
      .requiredWhen((field) => !String(field.parent[spec.unlessFilled!] ?? '').trim())
  }
  return spec.required ? rule : rule.optional()
}

/** "Download first" is a field the server fills from the session. */
function downloadRules(definition: FormTypeDefinition) {
  return Object.fromEntries(
    definition.requiredDownloads.map((download) => [`downloaded_${download}`, vine.accepted()])
  )
}

/**
 * The applicant's consent, and a minor's guardian's, to what the privacy
 * texts say: asked of the public only (staff type in requests from paper).
 */
function consentRules(definition: FormTypeDefinition) {
  return {
    acceptPrivacy: vine.accepted(),
    ...(definition.guardian ? { acceptGuardian: vine.accepted() } : {}),
  }
}

/** One key per rendered page: a double click or a retry stores one form. */
const submissionKey = vine
  .string()
  .regex(/^[A-Za-z0-9-]{16,64}$/)
  .optional()

/**
 * `organisation`: a manager enters one of their people by hand, with the
 * applicant's fields and consent but no downloads to prove (the manual and
 * authorisations are the organisation's responsibility).
 */
export type ValidatorVariant = 'public' | 'organisation' | 'staffCreate' | 'staffEdit'

function compile(definition: FormTypeDefinition, variant: ValidatorVariant) {
  const staffEdit = variant === 'staffEdit'
  const applicant = variant === 'public' || variant === 'organisation'
  const shape = Object.fromEntries(
    fieldsOf(definition)
      .filter((spec) => !applicant || !spec.staffOnly)
      .map((spec) => [spec.name, fieldRule(spec, { staffEdit })])
  )
  if (applicant) {
    return vine.withMetaData<FormMeta>().create({
      ...shape,
      ...(variant === 'public' ? downloadRules(definition) : {}),
      ...consentRules(definition),
      submissionKey,
    })
  }
  /** Staff type in requests from paper: no downloads to prove, and they set the credential. */
  return vine.withMetaData<FormMeta>().create({ ...shape, ...STAFF_FIELD_RULES, submissionKey })
}

const compiled = new Map<string, ReturnType<typeof compile>>()

/** The validator of a form type for the public or for staff, compiled once (one rule set). */
export function formValidator(
  definition: FormTypeDefinition,
  variant: ValidatorVariant = 'public'
) {
  const key = `${definition.slug}:${variant}`
  if (!compiled.has(key)) compiled.set(key, compile(definition, variant))
  return compiled.get(key)!
}

/**
 * The validator of an applicant's answer to requested changes: only the
 * marked fields, each with its public rule (a file asked for must be sent).
 */
export function changesValidator(definition: FormTypeDefinition, names: string[]) {
  const marked = [...names].sort()
  const key = `${definition.slug}:changes:${marked.join(',')}`
  if (!compiled.has(key)) {
    const shape = Object.fromEntries(
      fieldsOf(definition)
        .filter((spec) => marked.includes(spec.name) && !spec.staffOnly)
        .map((spec) => [spec.name, fieldRule(spec)])
    )
    compiled.set(key, vine.withMetaData<FormMeta>().create(shape) as any)
  }
  return compiled.get(key)!
}
