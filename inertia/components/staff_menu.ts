import type { Data } from '@generated/data'

type Capability = NonNullable<Data.SharedProps['user']>['capabilities'][number]

export type MenuEntry = {
  /** Translation key of the label. */
  label: string
  /** Route name; its URL also marks the current entry. */
  route:
    | 'dashboard'
    | 'users.index'
    | 'permissions.index'
    | 'tournaments.index'
    | 'default_players.index'
    | 'imports.index'
    | 'imports_atp.index'
    | 'blacklist.index'
    | 'cache.index'
    | 'massive_update.index'
    | 'staff_forms.index'
    | 'form_exports.index'
    | 'restaurant_desk.index'
    | 'collectives.index'
    | 'systems.index'
    | 'access_log.index'
    | 'person_data.index'
    | 'restaurant_logs.index'
    | 'restaurants.index'
    | 'assign_restaurants.index'
    | 'credit_grants.index'
    | 'reset_credits.index'
    | 'door_check.index'
    | 'zones.index'
    | 'devices.index'
    | 'partners.index'
    | 'occupancy.index'
    | 'organisations.index'
  routeParams?: Record<string, string>
  /** Query string of the link: request lists open on this year's tournament, as the home page counts. */
  qs?: Record<string, string>
  /** Shown only to users who review this form type; the server checks it again. */
  formType?: string
  /** Shown only to users holding it; the server checks it again on the route. */
  capability?: Capability
  /** Shown to users who work at a restaurant's till (and admins); the server checks it again. */
  till?: true
  /** Shown to stewards given a zone's doors (and admins); the server checks it again. */
  doors?: true
}

export type MenuGroup = { label: string; entries: MenuEntry[] }

function requestList(type: string): MenuEntry {
  return {
    label: `form_types.${type}`,
    route: 'staff_forms.index',
    routeParams: { type },
    qs: { list: 'new' },
    formType: type,
  }
}

function adminScreen(label: string, route: MenuEntry['route']): MenuEntry {
  return { label, route, capability: 'admin' }
}

/**
 * The staff menu, grouped: start, then the requests by sport and type (from
 * the server's form registry), the tournament-week desks, configuration. An entry is listed only once its screen exists, so
 * nobody sees a dead link; each desk adds its entry to its group as it lands.
 */
export const STAFF_MENU: MenuGroup[] = [
  {
    label: 'menu.groups.start',
    entries: [{ label: 'menu.home', route: 'dashboard' }],
  },
  {
    label: 'menu.groups.desk',
    entries: [
      {
        label: 'menu.accreditation_system',
        route: 'systems.index',
        capability: 'toppanel',
      },
      {
        label: 'menu.sign',
        route: 'collectives.index',
        capability: 'print',
      },
      {
        label: 'menu.restaurant',
        route: 'restaurant_desk.index',
        till: true,
      },
      adminScreen('menu.restaurant_logs', 'restaurant_logs.index'),
      { label: 'menu.door_check', route: 'door_check.index', doors: true },
      adminScreen('menu.occupancy', 'occupancy.index'),
    ],
  },
  {
    label: 'menu.groups.configuration',
    entries: [
      adminScreen('menu.tournament_configuration', 'tournaments.index'),
      adminScreen('menu.permission', 'permissions.index'),
      adminScreen('menu.user', 'users.index'),
      adminScreen('menu.default_players', 'default_players.index'),
      adminScreen('menu.organisations', 'organisations.index'),
      adminScreen('menu.import', 'imports.index'),
      adminScreen('menu.import_atp', 'imports_atp.index'),
      adminScreen('menu.massive_update', 'massive_update.index'),
      adminScreen('menu.blacklist', 'blacklist.index'),
      adminScreen('menu.access_log', 'access_log.index'),
      adminScreen('menu.person_data', 'person_data.index'),
      adminScreen('menu.clear_cache', 'cache.index'),
      adminScreen('menu.restaurants', 'restaurants.index'),
      adminScreen('menu.assign_restaurants', 'assign_restaurants.index'),
      adminScreen('menu.amount_credit', 'credit_grants.index'),
      adminScreen('menu.reset_credits', 'reset_credits.index'),
      adminScreen('menu.zones', 'zones.index'),
      adminScreen('menu.devices', 'devices.index'),
      adminScreen('menu.partners', 'partners.index'),
    ],
  },
]

/** The request lists, one group per sport in the registry's order. */
function requestGroups(requestMenu: Data.SharedProps['requestMenu']): MenuGroup[] {
  return Object.entries(requestMenu ?? {}).map(([sport, types]) => ({
    label: `menu.groups.${sport}`,
    entries: types.map(requestList),
  }))
}

/** The groups and entries this user may use; empty groups are left out. */
export function visibleGroups(
  user: Data.SharedProps['user'],
  requestMenu: Data.SharedProps['requestMenu'],
  doorSteward = false
): MenuGroup[] {
  if (!user) return []
  const [start, ...desks] = STAFF_MENU
  return [start, ...requestGroups(requestMenu), ...desks]
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) =>
          (!entry.capability || user.capabilities.includes(entry.capability)) &&
          (!entry.till || user.restaurantId !== null || user.capabilities.includes('admin')) &&
          (!entry.doors || doorSteward) &&
          (!entry.formType || user.formTypes.includes(entry.formType))
      ),
    }))
    .filter((group) => group.entries.length > 0)
}
