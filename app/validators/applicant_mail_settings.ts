import vine from '@vinejs/vine'
import { formCategories } from '#forms/registry'

/** A text the applicant reads, in both languages or in none (each asks for the other). */
const bilingual = (max: number) => ({
  es: vine.string().trim().maxLength(max).optional().requiredIfExists('en'),
  en: vine.string().trim().maxLength(max).optional().requiredIfExists('es'),
})

/** A tournament's decision mails: the switch, each category's collection text, the reasons. */
export const applicantMailSettingsValidator = vine.create({
  decisionMails: vine.boolean().optional(),
  approvedTexts: vine
    .array(vine.object({ category: vine.enum(() => formCategories()), ...bilingual(2000) }))
    .maxLength(50)
    .optional(),
  reasons: vine
    .array(
      vine.object({
        id: vine
          .string()
          .regex(/^[a-z0-9]{1,20}$/)
          .optional(),
        ...bilingual(200),
      })
    )
    .maxLength(30)
    .optional(),
})

/** Which decision mail the settings page previews. */
export const mailPreviewValidator = vine.create({
  category: vine.enum(() => formCategories()).optional(),
  locale: vine.enum(['es', 'en']).optional(),
  decision: vine.enum(['approved', 'rejected']).optional(),
  reason: vine.string().maxLength(40).optional(),
})
