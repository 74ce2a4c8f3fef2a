import { contactFields, identityFields, observationField, photoFields, sizeFields } from '#forms/common_fields'
import type { FormTypeDefinition } from '#forms/definition'

/** Ballboys and ballgirls: mostly minors, so a parent or tutor answers for them (SPEC §3, §5). */
export const ballboy: FormTypeDefinition = {
  slug: 'ballboy',
  sport: 'tennis',
  category: 'ballboy',
  publicPath: '/forms/recogepelotas',
  staffSegment: 'ballboy',
  detail: () => import('#models/ballboy_detail'),
  requiredDownloads: ['manual', 'authorization'],
  rules: ['forms.rules.ballboy_licence', 'forms.rules.downloads'],
  sections: [
    { title: 'forms.sections.personal', fields: identityFields },
    { title: 'forms.sections.contact', fields: contactFields({ emailRequired: false }) },
    {
      title: 'forms.sections.tennis',
      fields: [
        { name: 'license', kind: 'text', on: 'detail', required: true, maxLength: 40, alphanumeric: true },
        {
          name: 'licenseYear',
          kind: 'number',
          on: 'detail',
          required: true,
          tournamentYear: true,
          help: 'forms.help.licenseYear',
        },
        { name: 'workAsBallboy', kind: 'yesno', on: 'detail', required: true },
        { name: 'workAsBallboyMMO', prop: 'workAsBallboyMmo', kind: 'yesno', on: 'detail', required: true },
        {
          name: 'workAsBallboyMMOCount',
          prop: 'workAsBallboyMmoCount',
          kind: 'number',
          on: 'detail',
          whenYes: 'workAsBallboyMMO',
          min: 1,
          max: 30,
        },
        { name: 'tennisHabit', kind: 'yesno', on: 'detail', required: true },
        { name: 'tennisHabitFreq', kind: 'select', on: 'detail', whenYes: 'tennisHabit', options: 'tennisHabitFreq' },
      ],
    },
    { title: 'forms.sections.sizes', fields: sizeFields(['polo', 'pant', 'shoes', 'jacket']) },
    {
      title: 'forms.sections.tutor',
      fields: [
        { name: 'tutorName', kind: 'text', on: 'detail', required: true, maxLength: 80 },
        { name: 'tutorLastName', kind: 'text', on: 'detail', required: true, maxLength: 120 },
        { name: 'tutorDocument', kind: 'text', on: 'detail', required: true, maxLength: 40, alphanumeric: true },
        { name: 'tutorGender', kind: 'radio', on: 'detail', options: 'genders' },
        { name: 'tutorCellPhone', kind: 'tel', on: 'detail', required: true, maxLength: 30, help: 'forms.help.phone' },
        { name: 'tutorPhone', kind: 'tel', on: 'detail', maxLength: 30 },
        {
          name: 'tutorEmail',
          kind: 'email',
          on: 'detail',
          unlessFilled: 'email',
          maxLength: 254,
          help: 'forms.help.tutorEmail',
        },
      ],
    },
    { title: 'forms.sections.photo', fields: [...photoFields, observationField] },
  ],
}
