import { contactFields, identityFields, photoFields } from '#forms/common_fields'
import type { FormTypeDefinition } from '#forms/definition'
import { validityFields } from '#forms/types/player'

/**
 * A player's guest: the public reaches it only through the
 * player's signed link, which names the player; staff choose the player.
 */
export const guest: FormTypeDefinition = {
  slug: 'guest',
  sport: 'tennis',
  category: 'guest',
  publicPath: '/forms/invitados/:player',
  staffSegment: 'guest',
  detail: () => import('#models/guest_detail'),
  detailTable: 'guest_details',
  playerPlace: { counts: 'guests', player: 'defaultPlayerId', food: 'assignFood' },
  restaurant: 'player',
  requiredDownloads: [],
  closedPage: 'public/player_closed',
  namesPlayer: true,
  signedLink: true,
  listLinks: [{ route: 'player_teams.guest_links', label: 'players.links_title' }],
  rules: ['forms.rules.player_guests'],
  sections: [
    {
      title: 'forms.sections.guest',
      fields: [
        {
          name: 'player',
          prop: 'defaultPlayerId',
          kind: 'select',
          on: 'detail',
          required: true,
          options: 'players',
          staffOnly: true,
        },
        {
          name: 'guestType',
          kind: 'select',
          on: 'detail',
          required: true,
          options: 'guestTypes',
        },
        ...validityFields,
        {
          name: 'food',
          prop: 'assignFood',
          kind: 'yesno',
          on: 'detail',
          required: true,
          help: 'forms.help.guestFood',
        },
        { name: 'reserved', kind: 'yesno', on: 'detail', staffOnly: true },
      ],
    },
    { title: 'forms.sections.personal', fields: identityFields },
    {
      title: 'forms.sections.contact',
      fields: contactFields({ emailRequired: false }).filter((field) =>
        ['email', 'cellPhone'].includes(field.name)
      ),
    },
    { title: 'forms.sections.photo', fields: photoFields },
  ],
}
