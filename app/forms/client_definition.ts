import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import type { OptionLists, OptionListName } from '#forms/option_lists'
import { kindOf } from '#forms/kinds/index'

/** What the public page needs to render a form type: sections, fields and their options. */
export function clientDefinition(
  definition: FormTypeDefinition,
  lists: OptionLists,
  audience: 'public' | 'staff' = 'public'
) {
  const used = new Set(
    fieldsOf(definition).flatMap((field) => (field.options ? [field.options] : []))
  )
  return {
    slug: definition.slug,
    sections: definition.sections.map((section) => ({
      title: section.title,
      fields: section.fields
        .filter((field) => audience === 'staff' || !field.staffOnly)
        .map(({ prop: _prop, on: _on, tournamentYear: _year, staffOnly: _staff, ...field }) => ({
          ...field,
          /** A staff edit may leave it empty: the stored value (a file) stays. */
          ...(audience === 'staff' && kindOf(field).optionalOnEdit ? { optionalOnEdit: true } : {}),
        })),
    })),
    options: Object.fromEntries([...used].map((list) => [list, lists[list as OptionListName]])),
    requiredDownloads: definition.requiredDownloads,
    offeredDownloads: definition.offeredDownloads ?? [],
    rules: definition.rules,
    lookup: definition.lookup ?? null,
    /** A minor's form: the guardian consents with a checkbox of their own. */
    guardianConsent: Boolean(definition.guardian),
  }
}
