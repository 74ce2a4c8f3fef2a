import type { Data } from '@generated/data'

type Capability = NonNullable<Data.SharedProps['user']>['capabilities'][number]
type FormType = NonNullable<Data.SharedProps['user']>['formTypes'][number]

export type MenuEntry = {
  /** Translation key of the label (SPEC §2 menu). */
  label: string
  /** Route name, and its path to mark the current entry. */
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
  routeParams?: Record<string, string>
  path: string
  /** Shown only to users who review this form type; the server checks it again. */
  formType?: FormType
  /** Shown only to users holding it; the server checks it again on the route. */
  capability?: Capability
}

/**
 * The staff menu of SPEC §2. An entry is listed here only once its screen
 * exists, so nobody sees a dead link; add entries as capabilities land.
 */
/** Form types with a staff list, in the SPEC §2 menu order. */
const FORM_ENTRIES: FormType[] = [
  'ballboy',
  'line',
  'volunteer',
  'press',
  'accreditation',
  'gvolunteer',
  'gaccreditation',
  'gpress',
]

export const STAFF_MENU: MenuEntry[] = [
  { label: 'menu.home', route: 'dashboard', path: '/merchant' },
  ...FORM_ENTRIES.map((type) => ({
    label: `form_types.${type}`,
    route: 'staff_forms.index' as const,
    routeParams: { type },
    path: `/merchant/mform/${type}`,
    formType: type,
  })),
  {
    label: 'menu.permission',
    route: 'permissions.index',
    path: '/merchant/permission',
    capability: 'admin',
  },
  { label: 'menu.user', route: 'users.index', path: '/merchant/user', capability: 'admin' },
  {
    label: 'menu.tournament_configuration',
    route: 'tournaments.index',
    path: '/merchant/tournament',
    capability: 'admin',
  },
  {
    label: 'menu.default_players',
    route: 'default_players.index',
    path: '/merchant/default-player',
    capability: 'admin',
  },
  { label: 'menu.import', route: 'imports.index', path: '/merchant/import', capability: 'admin' },
  {
    label: 'menu.import_atp',
    route: 'imports_atp.index',
    path: '/merchant/import-atp',
    capability: 'admin',
  },
  {
    label: 'menu.blacklist',
    route: 'blacklist.index',
    path: '/merchant/blacklist',
    capability: 'admin',
  },
]

export function visibleEntries(user: Data.SharedProps['user']): MenuEntry[] {
  if (!user) return []
  return STAFF_MENU.filter(
    (entry) =>
      (!entry.capability || user.capabilities.includes(entry.capability)) &&
      (!entry.formType || user.formTypes.includes(entry.formType))
  )
}
