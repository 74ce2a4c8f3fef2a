import {
  contactFields,
  identityFields,
  observationField,
  photoFields,
  sizeFields,
} from '#forms/common_fields'
import type { FormTypeDefinition } from '#forms/definition'
import type { FieldSpec } from '#forms/fields'

/** Studies, languages and past editions: asked of tennis and golf volunteers alike. */
export const volunteerProfileFields: FieldSpec[] = [
  { name: 'education', kind: 'select', on: 'detail', required: true, options: 'educations' },
  { name: 'speciality', kind: 'text', on: 'detail', maxLength: 120 },
  { name: 'language', kind: 'select', on: 'detail', required: true, options: 'languages' },
  { name: 'level', kind: 'select', on: 'detail', required: true, options: 'levels' },
  { name: 'otherLanguage', kind: 'text', on: 'detail', maxLength: 80 },
  { name: 'workExperience', kind: 'textarea', on: 'detail', maxLength: 2000 },
  { name: 'previouslyParticipate', kind: 'yesno', on: 'detail', required: true },
  {
    name: 'pYear',
    kind: 'number',
    on: 'detail',
    whenYes: 'previouslyParticipate',
    min: 1990,
    max: 2100,
  },
  {
    name: 'pPosition',
    kind: 'text',
    on: 'detail',
    whenYes: 'previouslyParticipate',
    maxLength: 120,
  },
  { name: 'responsability', kind: 'textarea', on: 'detail', maxLength: 2000 },
]

/** Tennis volunteers: members of a regional tennis federation. */
export const volunteer: FormTypeDefinition = {
  slug: 'volunteer',
  sport: 'tennis',
  category: 'volunteer',
  publicPath: '/forms/voluntarios',
  staffSegment: 'volunteer',
  detail: () => import('#models/volunteer_detail'),
  detailTable: 'volunteer_details',
  purgedFields: ['license'],
  roster: {
    shift: 'shift',
    languages: ['language', 'otherLanguage'],
    licence: 'license',
    previous: 'previouslyParticipate',
  },
  requiredDownloads: [],
  rules: ['forms.rules.volunteer_federation', 'forms.rules.volunteer_shifts'],
  sections: [
    { title: 'forms.sections.personal', fields: identityFields },
    { title: 'forms.sections.contact', fields: contactFields() },
    {
      title: 'forms.sections.federation',
      fields: [
        { name: 'region', kind: 'select', on: 'detail', required: true, options: 'regions' },
        {
          name: 'license',
          kind: 'text',
          on: 'detail',
          required: true,
          maxLength: 40,
          alphanumeric: true,
        },
        { name: 'federationMember', kind: 'accept', on: 'none', required: true },
      ],
    },
    {
      title: 'forms.sections.profile',
      fields: [
        ...volunteerProfileFields,
        {
          name: 'shift',
          kind: 'radio',
          on: 'detail',
          required: true,
          options: 'shifts',
          help: 'forms.help.shift',
        },
      ],
    },
    { title: 'forms.sections.sizes', fields: sizeFields(['polo', 'pant', 'shoes', 'jacket']) },
    { title: 'forms.sections.photo', fields: [...photoFields, observationField] },
  ],
}
