import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import type { FormTypeDefinition, DownloadName } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import type { FieldSpec } from '#forms/fields'
import type { OptionListName } from '#forms/option_lists'
import { recordId } from '#validators/rules/record_id'
import { DATE_INPUT_FORMATS } from '#forms/date_formats'
import { flagRowsRule } from '#validators/permission'
import { hasFileType, PHOTO_TYPES, DOCUMENT_TYPES, type FileType } from '#forms/file_types'

/** Whether a full name is refused; the caller, which reaches the database, looks it up. */
export type BlacklistCheck = (name: string, lastName: string) => Promise<boolean>

/** What a submit is checked against besides the body (per tournament, per visitor). */
export type FormMeta = {
  options: Record<OptionListName, string[]>
  tournamentYear: number
  downloaded: DownloadName[]
  isBlacklisted: BlacklistCheck
}

/** Largest upload accepted; the browser crops and shrinks photos well below it. */
export const MAX_UPLOAD = '5mb'

const ALPHANUMERIC = /^[A-Za-z0-9]+$/
const PHONE = /^\+?[0-9 ]{6,20}$/

function meta(field: FieldContext) {
  return field.meta as FormMeta
}

function isYes(value: unknown) {
  return value === true || value === 'true' || value === '1' || value === 1 || value === 'on'
}

function isNo(value: unknown) {
  return value === false || value === 'false' || value === '0' || value === 0
}

/** The licence year must be the tournament's. */
const tournamentYearRule = vine.createRule((value, _options, field) => {
  if (typeof value === 'number' && value !== meta(field).tournamentYear) {
    field.report('The licence must be valid in {{ year }}', 'tournamentYear', field, {
      year: meta(field).tournamentYear,
    })
  }
})

/** A second choice may not repeat the first (golf volunteers: two different roles at most). */
const differentFromRule = vine.createRule((value, other: { field: string }, field) => {
  if (value !== undefined && value === field.parent[other.field]) {
    field.report('Choose a different option', 'differentFrom', field)
  }
})

/** Days are ISO strings (tournament days): their text order is their date order. */
const notBeforeRule = vine.createRule((value, other: { field: string }, field) => {
  const first = field.parent[other.field]
  if (typeof value === 'string' && typeof first === 'string' && value < first) {
    field.report('The last day cannot come before the first day', 'notBefore', field)
  }
})

/** Files are judged by their first bytes, never by name or Content-Type. */
const fileContentRule = vine.createRule(
  async (value, options: { types: FileType[] }, field) => {
    const path = (value as { tmpPath?: string }).tmpPath
    if (!path || !(await hasFileType(path, options.types))) {
      field.report('The file is not a valid {{ types }}', 'fileContent', field, {
        types: options.types.join('/').toUpperCase(),
      })
    }
  },
  { isAsync: true }
)

/** Refused full names, reported on the last name. */
const notBlacklistedRule = vine.createRule(
  async (value, _options, field) => {
    if (
      typeof value === 'string' &&
      (await meta(field).isBlacklisted(String(field.parent.name ?? ''), value))
    ) {
      field.report('This request cannot be accepted', 'blacklisted', field)
    }
  },
  { isAsync: true }
)

function optionsOf(list: OptionListName) {
  return (field: FieldContext) => meta(field).options[list] ?? []
}

function textLength(spec: FieldSpec) {
  const rule = vine
    .string()
    .trim()
    .maxLength(spec.maxLength ?? 255)
  return spec.required ? rule.minLength(1) : rule
}

/** The Vine type of one field, before optionality. */
function baseRule(spec: FieldSpec) {
  switch (spec.kind) {
    case 'email':
      return vine
        .string()
        .trim()
        .email()
        .maxLength(spec.maxLength ?? 254)
    case 'tel':
      return vine.string().trim().regex(PHONE)
    case 'date':
      return (
        vine
          .date({ formats: DATE_INPUT_FORMATS })
          /** Parsed with one format, not every input format, on each submit. */
          .after('1900-01-01', { format: 'YYYY-MM-DD' })
          .before('today')
      )
    case 'number': {
      let rule = vine
        .number()
        .withoutDecimals()
        .range([spec.min ?? 1900, spec.max ?? 2100])
      if (spec.tournamentYear) rule = rule.use(tournamentYearRule())
      return rule
    }
    case 'select':
    case 'radio': {
      const rule = vine.enum(optionsOf(spec.options!))
      if (spec.differentFrom) return rule.use(differentFromRule({ field: spec.differentFrom }))
      if (spec.notBefore) return rule.use(notBeforeRule({ field: spec.notBefore }))
      return rule
    }
    case 'yesno':
      return vine.boolean()
    case 'accept':
      return vine.accepted()
    case 'multi': {
      let rule = vine.array(vine.enum(optionsOf(spec.options!))).distinct()
      if (spec.maxItems) rule = rule.maxLength(spec.maxItems)
      return spec.required ? rule.minLength(1) : rule
    }
    case 'photo':
      return vine
        .file({ size: MAX_UPLOAD, extnames: ['jpg', 'jpeg', 'png'] })
        .use(fileContentRule({ types: PHOTO_TYPES }))
    case 'document':
      return vine
        .file({ size: MAX_UPLOAD, extnames: ['pdf', 'jpg', 'jpeg', 'png'] })
        .use(fileContentRule({ types: DOCUMENT_TYPES }))
    case 'textarea':
    case 'text': {
      const rule = textLength(spec)
      if (spec.name === 'lastName') return rule.use(notBlacklistedRule())
      return spec.alphanumeric ? rule.regex(ALPHANUMERIC) : rule
    }
  }
}

/** A field with its presence rule: required, conditional or optional. */
function fieldRule(spec: FieldSpec, { filesOptional = false } = {}) {
  const rule = baseRule(spec)
  if (filesOptional && (spec.kind === 'photo' || spec.kind === 'document')) return rule.optional()
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
 * What staff may set beyond the applicant's fields: the permission
 * template, meal credits, money in cents and the badge colour.
 */
const staffFields = {
  permissionId: recordId().exists({ table: 'permissions', column: 'id' }).optional(),
  credits: vine.number().withoutDecimals().range([0, 10_000]).optional(),
  amount: vine.number().withoutDecimals().range([0, 10_000_000]).optional(),
  color: vine
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  customPermission: flagRowsRule.clone().optional(),
}

export type ValidatorVariant = 'public' | 'staffCreate' | 'staffEdit'

function compile(definition: FormTypeDefinition, variant: ValidatorVariant) {
  const filesOptional = variant === 'staffEdit'
  const shape = Object.fromEntries(
    fieldsOf(definition)
      .filter((spec) => variant !== 'public' || !spec.staffOnly)
      .map((spec) => [spec.name, fieldRule(spec, { filesOptional })])
  )
  if (variant === 'public') {
    return vine.withMetaData<FormMeta>().create({
      ...shape,
      ...downloadRules(definition),
      ...consentRules(definition),
      submissionKey,
    })
  }
  /** Staff type in requests from paper: no downloads to prove, and they set the credential. */
  return vine.withMetaData<FormMeta>().create({ ...shape, ...staffFields, submissionKey })
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
