import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { Sport } from '#models/tournament'
import type { FieldSpec, FormSection } from '#forms/fields'

/** Documents the public must download before submitting (SPEC §5, §8). */
export const DOWNLOADS = ['manual', 'authorization', 'commitment', 'gvolunteer_positions'] as const
export type DownloadName = (typeof DOWNLOADS)[number]

/** One form type of the registry (DESIGN §3). */
export type FormTypeDefinition = {
  slug: string
  sport: Sport
  /** Accreditation category (SPEC §3 "Other"). */
  category: string
  /** Public path; `:kind` stands for the accreditation group. */
  publicPath: string
  /** Segment under /merchant/mform. */
  staffSegment: string
  /** Detail model, 1:1 with forms (null when every field is common). */
  detail: () => Promise<{ default: LucidModel }>
  sections: FormSection[]
  /** Must be downloaded (recorded in the session) before the submit is accepted. */
  requiredDownloads: DownloadName[]
  /** Offered for download on the form without being required. */
  offeredDownloads?: DownloadName[]
  /** Translation keys of the rules shown to the public (SPEC §1). */
  rules: string[]
}

export function fieldsOf(definition: FormTypeDefinition): FieldSpec[] {
  return definition.sections.flatMap((section) => section.fields)
}
