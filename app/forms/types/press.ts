import { contactFields, identityFields, observationField, photoFields } from '#forms/common_fields'
import type { FormTypeDefinition } from '#forms/definition'
import type { FieldSpec } from '#forms/fields'

/** The press block, shared by tennis and golf press. */
export const pressFields: FieldSpec[] = [
  {
    name: 'media',
    kind: 'select',
    on: 'detail',
    required: true,
    options: 'medias',
    defaultValue: 'magazine',
  },
  { name: 'mediaName', kind: 'text', on: 'detail', required: true, maxLength: 160 },
  { name: 'company', kind: 'text', on: 'form', maxLength: 160 },
  { name: 'freelance', kind: 'yesno', on: 'detail', required: true },
  {
    name: 'birthCountry',
    prop: 'birthCountryId',
    kind: 'select',
    on: 'detail',
    options: 'countries',
  },
  { name: 'allTournament', kind: 'yesno', on: 'detail', required: true },
  { name: 'days', kind: 'multi', on: 'detail', options: 'pressDays', whenNo: 'allTournament' },
  { name: 'parking', kind: 'yesno', on: 'detail', required: true, help: 'forms.help.availability' },
  {
    name: 'workspace',
    kind: 'yesno',
    on: 'detail',
    required: true,
    help: 'forms.help.availability',
  },
  { name: 'mediaHub', kind: 'yesno', on: 'detail', required: true },
]

export const press: FormTypeDefinition = {
  slug: 'press',
  sport: 'tennis',
  category: 'press',
  publicPath: '/forms/prensa',
  staffSegment: 'press',
  detail: () => import('#models/press_detail'),
  detailTable: 'press_details',
  restaurant: 'press',
  requiredDownloads: [],
  rules: ['forms.rules.press_availability'],
  sections: [
    { title: 'forms.sections.personal', fields: identityFields },
    { title: 'forms.sections.contact', fields: contactFields() },
    { title: 'forms.sections.press', fields: pressFields },
    { title: 'forms.sections.photo', fields: [...photoFields, observationField] },
  ],
}
