import { contactFields, identityFields, observationField, photoFields } from '#forms/common_fields'
import type { FormTypeDefinition } from '#forms/definition'
import type { FieldSpec } from '#forms/fields'

/** The guests a team member may list on their own request, keyed 1 to 3, each a section of its own. */
export const GUEST_KEYS = [1, 2, 3] as const

/** Where last year's team members find their request again (it prefills the form). */
export const RETURNING_LOOKUP_PATH = '/forms/jugadores/old'

function guestFields(key: number): FieldSpec[] {
  const has = `has_guest${key}`
  return [
    { name: has, kind: 'yesno', on: 'none' },
    { name: `guest${key}Name`, kind: 'text', on: 'none', whenYes: has, maxLength: 80 },
    { name: `guest${key}LastName`, kind: 'text', on: 'none', whenYes: has, maxLength: 120 },
    {
      name: `guest${key}Document`,
      kind: 'text',
      on: 'none',
      whenYes: has,
      maxLength: 40,
      alphanumeric: true,
    },
    { name: `guest${key}Type`, kind: 'select', on: 'none', whenYes: has, options: 'guestTypes' },
    { name: `guest${key}Food`, kind: 'yesno', on: 'none', whenYes: has },
  ]
}

/** Who the request is for and for how long: the whole tournament or one day. */
export const validityFields: FieldSpec[] = [
  { name: 'dayPass', kind: 'yesno', on: 'detail', required: true, help: 'forms.help.dayPass' },
  {
    name: 'datePermission',
    kind: 'select',
    on: 'detail',
    whenYes: 'dayPass',
    options: 'tournamentDays',
  },
  {
    name: 'endPermission',
    kind: 'select',
    on: 'detail',
    whenYes: 'dayPass',
    optional: true,
    notBefore: 'datePermission',
    options: 'tournamentDays',
    help: 'forms.help.endPermission',
  },
]

/** A player's support-team member, within the player's limits. */
export const player: FormTypeDefinition = {
  slug: 'player',
  sport: 'tennis',
  category: 'player',
  publicPath: '/forms/jugadores',
  staffSegment: 'player',
  detail: () => import('#models/player_detail'),
  detailTable: 'player_details',
  playerPlace: {
    counts: 'team',
    player: 'defaultPlayerId',
    food: 'assignFood',
    dayPass: 'dayPass',
  },
  restaurant: 'player',
  requiredDownloads: [],
  closedPage: 'public/player_closed',
  namesPlayer: true,
  assignsToPlayer: true,
  documentOutlivesPurge: true,
  rules: ['forms.rules.player_team', 'forms.rules.player_guests', 'forms.rules.player_returning'],
  lookup: { route: 'players.returning', title: 'forms.returning.title' },
  sections: [
    {
      title: 'forms.sections.player',
      fields: [
        {
          name: 'player',
          prop: 'defaultPlayerId',
          kind: 'select',
          on: 'detail',
          required: true,
          options: 'players',
        },
        { name: 'draw', kind: 'select', on: 'detail', required: true, options: 'draws' },
        ...validityFields,
        {
          name: 'passportPhoto',
          prop: 'passportPhotoPath',
          kind: 'document',
          on: 'detail',
          required: true,
          help: 'forms.help.passportPhoto',
        },
      ],
    },
    { title: 'forms.sections.personal', fields: identityFields },
    {
      title: 'forms.sections.contact',
      fields: contactFields().filter((field) => ['email', 'cellPhone'].includes(field.name)),
    },
    {
      title: 'forms.sections.team',
      fields: [
        { name: 'role', kind: 'select', on: 'detail', required: true, options: 'teamRoles' },
      ],
    },
    { title: 'forms.sections.photo', fields: [...photoFields, observationField] },
    ...GUEST_KEYS.map((key) => ({ title: `forms.sections.guest${key}`, fields: guestFields(key) })),
  ],
}
