import vine from '@vinejs/vine'
import { ELEMENT_KINDS } from '#services/badges/badge_template'
import { recordId } from '#validators/rules/record_id'
import { locales } from '#config/i18n'

const color = () => vine.string().regex(/^#[0-9a-fA-F]{6}$/)
const mm = () => vine.number().min(-1000).max(1000)

/** One element in millimetres; whether it sits on the card is checked against the card's size. */
const element = vine.object({
  kind: vine.enum(ELEMENT_KINDS),
  x: mm(),
  y: mm(),
  width: vine.number().min(1).max(1000),
  height: vine.number().min(1).max(1000),
  fontSize: vine.number().min(3).max(96).optional(),
  minFontSize: vine.number().min(3).max(96).optional(),
  bold: vine.boolean().optional(),
  align: vine.enum(['left', 'center', 'right'] as const).optional(),
  color: color().optional(),
  text: vine
    .object({ es: vine.string().trim().maxLength(200), en: vine.string().trim().maxLength(200) })
    .optional(),
  imageId: recordId().optional(),
})

/**
 * A template as the designer saves it: the category ('' for the
 * tournament's default), the version it was opened at, and its design.
 */
export const badgeTemplateValidator = vine.create({
  category: vine.string().trim().maxLength(40).optional(),
  basedOn: vine.number().withoutDecimals().min(0),
  definition: templateDefinition(),
})

/** The design: a size in millimetres and one or two sides of elements. */
function templateDefinition() {
  return vine.object({
    size: vine.enum(['cr80', 'a6', 'a7', 'custom'] as const),
    width: vine.number().min(20).max(300),
    height: vine.number().min(20).max(300),
    language: vine.enum(locales).optional(),
    sides: vine
      .array(
        vine.object({
          background: color().optional(),
          backgroundImageId: recordId().optional(),
          elements: vine.array(element).maxLength(60),
        })
      )
      .minLength(1)
      .maxLength(2),
  })
}

/** The designer's preview: the unsaved design drawn for a chosen credential. */
export const badgePreviewValidator = vine.create({
  formId: recordId(),
  definition: templateDefinition(),
})
