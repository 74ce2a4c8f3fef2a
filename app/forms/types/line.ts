import {
  contactFields,
  identityFields,
  observationField,
  photoFields,
  sizeFields,
} from '#forms/common_fields'
import type { FormTypeDefinition } from '#forms/definition'

/** Line and chair umpires: availability, experience document and a face picture. */
export const line: FormTypeDefinition = {
  slug: 'line',
  sport: 'tennis',
  category: 'line',
  publicPath: '/forms/lineas',
  staffSegment: 'line',
  detail: () => import('#models/line_detail'),
  detailTable: 'line_details',
  roster: { period: 'availablePeriod' },
  requiredDownloads: ['manual', 'commitment'],
  rules: ['forms.rules.line_photo', 'forms.rules.downloads'],
  sections: [
    { title: 'forms.sections.personal', fields: identityFields },
    { title: 'forms.sections.contact', fields: contactFields() },
    {
      title: 'forms.sections.umpire',
      fields: [
        {
          name: 'type',
          prop: 'lineType',
          kind: 'radio',
          on: 'detail',
          required: true,
          options: 'lineTypes',
          defaultValue: 'line',
        },
        {
          name: 'availablePeriod',
          kind: 'select',
          on: 'detail',
          required: true,
          options: 'periods',
        },
        {
          name: 'experience',
          prop: 'experiencePath',
          kind: 'document',
          on: 'detail',
          required: true,
          help: 'forms.help.experience',
        },
      ],
    },
    { title: 'forms.sections.sizes', fields: sizeFields(['polo', 'pant', 'shoes', 'jacket']) },
    { title: 'forms.sections.photo', fields: [...photoFields, observationField] },
  ],
}
