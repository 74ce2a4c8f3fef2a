import {
  contactFields,
  identityFields,
  observationField,
  photoFields,
  sizeFields,
} from '#forms/common_fields'
import type { FormTypeDefinition } from '#forms/definition'
import { volunteerProfileFields } from '#forms/types/volunteer'

/** Golf volunteers: federated with a licence, two preferred roles at most, mobility survey. */
export const gvolunteer: FormTypeDefinition = {
  slug: 'gvolunteer',
  sport: 'golf',
  category: 'volunteer',
  publicPath: '/golf/voluntarios',
  staffSegment: 'gvolunteer',
  detail: () => import('#models/gvolunteer_detail'),
  detailTable: 'gvolunteer_details',
  purgedFields: ['federatedLicence'],
  roster: {
    shift: 'shift',
    positions: ['firstPosition', 'secondPosition'],
    languages: ['language', 'otherLanguage'],
    licence: 'federatedLicence',
    previous: 'previouslyParticipate',
  },
  requiredDownloads: [],
  offeredDownloads: ['gvolunteer_positions'],
  rules: [
    'forms.rules.gvolunteer_federation',
    'forms.rules.gvolunteer_roles',
    'forms.rules.gvolunteer_shifts',
  ],
  sections: [
    { title: 'forms.sections.personal', fields: identityFields },
    { title: 'forms.sections.contact', fields: contactFields() },
    {
      title: 'forms.sections.golf',
      fields: [
        {
          name: 'region',
          kind: 'text',
          on: 'detail',
          required: true,
          maxLength: 80,
          help: 'forms.help.province',
        },
        { name: 'federated', kind: 'accept', on: 'detail', required: true },
        {
          name: 'federatedLicence',
          kind: 'text',
          on: 'detail',
          required: true,
          maxLength: 40,
          alphanumeric: true,
        },
        { name: 'golfClubCode', kind: 'text', on: 'detail', maxLength: 40 },
        { name: 'golfClubSubscription', kind: 'text', on: 'detail', maxLength: 120 },
        { name: 'playGolf', kind: 'yesno', on: 'detail', required: true },
        { name: 'drivingLicence', kind: 'yesno', on: 'detail', required: true },
      ],
    },
    {
      title: 'forms.sections.roles',
      fields: [
        {
          name: 'firstPosition',
          kind: 'select',
          on: 'detail',
          required: true,
          options: 'golfPositions',
        },
        {
          name: 'secondPosition',
          kind: 'select',
          on: 'detail',
          options: 'golfPositions',
          differentFrom: 'firstPosition',
        },
        {
          name: 'shift',
          kind: 'radio',
          on: 'detail',
          required: true,
          options: 'golfShifts',
          help: 'forms.help.golfShift',
        },
        { name: 'tournamentAvailability', kind: 'text', on: 'detail', maxLength: 120 },
        { name: 'weYear', kind: 'number', on: 'detail', min: 1990, max: 2100 },
      ],
    },
    { title: 'forms.sections.profile', fields: volunteerProfileFields },
    {
      title: 'forms.sections.mobility',
      fields: [
        {
          name: 'transportType',
          kind: 'select',
          on: 'detail',
          required: true,
          options: 'transportTypes',
        },
        { name: 'originCity', kind: 'text', on: 'detail', required: true, maxLength: 120 },
        { name: 'shareCar', kind: 'text', on: 'detail', maxLength: 200 },
        {
          name: 'escort1',
          prop: 'firstEscort',
          kind: 'text',
          on: 'detail',
          maxLength: 160,
          help: 'forms.help.escort',
        },
        { name: 'escort2', prop: 'secondEscort', kind: 'text', on: 'detail', maxLength: 160 },
      ],
    },
    { title: 'forms.sections.sizes', fields: sizeFields(['polo', 'jacket']) },
    { title: 'forms.sections.photo', fields: [...photoFields, observationField] },
  ],
}
