import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'bench/floor': ExtractProps<(typeof import('../../inertia/pages/bench/floor.tsx'))['default']>
    'devices/desk': ExtractProps<(typeof import('../../inertia/pages/devices/desk.tsx'))['default']>
    'devices/index': ExtractProps<(typeof import('../../inertia/pages/devices/index.tsx'))['default']>
    'devices/show': ExtractProps<(typeof import('../../inertia/pages/devices/show.tsx'))['default']>
    'doors/check': ExtractProps<(typeof import('../../inertia/pages/doors/check.tsx'))['default']>
    'doors/choose': ExtractProps<(typeof import('../../inertia/pages/doors/choose.tsx'))['default']>
    'doors/inside': ExtractProps<(typeof import('../../inertia/pages/doors/inside.tsx'))['default']>
    'doors/occupancy': ExtractProps<(typeof import('../../inertia/pages/doors/occupancy.tsx'))['default']>
    'doors/zone': ExtractProps<(typeof import('../../inertia/pages/doors/zone.tsx'))['default']>
    'doors/zones': ExtractProps<(typeof import('../../inertia/pages/doors/zones.tsx'))['default']>
    'errors/forbidden': ExtractProps<(typeof import('../../inertia/pages/errors/forbidden.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'errors/too_large': ExtractProps<(typeof import('../../inertia/pages/errors/too_large.tsx'))['default']>
    'errors/unavailable': ExtractProps<(typeof import('../../inertia/pages/errors/unavailable.tsx'))['default']>
    'merchant/access_log/index': ExtractProps<(typeof import('../../inertia/pages/merchant/access_log/index.tsx'))['default']>
    'merchant/auth/forgot_password': ExtractProps<(typeof import('../../inertia/pages/merchant/auth/forgot_password.tsx'))['default']>
    'merchant/auth/login': ExtractProps<(typeof import('../../inertia/pages/merchant/auth/login.tsx'))['default']>
    'merchant/auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/merchant/auth/reset_password.tsx'))['default']>
    'merchant/blacklist/index': ExtractProps<(typeof import('../../inertia/pages/merchant/blacklist/index.tsx'))['default']>
    'merchant/cache/index': ExtractProps<(typeof import('../../inertia/pages/merchant/cache/index.tsx'))['default']>
    'merchant/collectives/form': ExtractProps<(typeof import('../../inertia/pages/merchant/collectives/form.tsx'))['default']>
    'merchant/collectives/index': ExtractProps<(typeof import('../../inertia/pages/merchant/collectives/index.tsx'))['default']>
    'merchant/collectives/show': ExtractProps<(typeof import('../../inertia/pages/merchant/collectives/show.tsx'))['default']>
    'merchant/dashboard': ExtractProps<(typeof import('../../inertia/pages/merchant/dashboard.tsx'))['default']>
    'merchant/default_players/form': ExtractProps<(typeof import('../../inertia/pages/merchant/default_players/form.tsx'))['default']>
    'merchant/default_players/index': ExtractProps<(typeof import('../../inertia/pages/merchant/default_players/index.tsx'))['default']>
    'merchant/exports/index': ExtractProps<(typeof import('../../inertia/pages/merchant/exports/index.tsx'))['default']>
    'merchant/forms/form': ExtractProps<(typeof import('../../inertia/pages/merchant/forms/form.tsx'))['default']>
    'merchant/forms/index': ExtractProps<(typeof import('../../inertia/pages/merchant/forms/index.tsx'))['default']>
    'merchant/forms/show': ExtractProps<(typeof import('../../inertia/pages/merchant/forms/show.tsx'))['default']>
    'merchant/forms/tutors': ExtractProps<(typeof import('../../inertia/pages/merchant/forms/tutors.tsx'))['default']>
    'merchant/imports/create': ExtractProps<(typeof import('../../inertia/pages/merchant/imports/create.tsx'))['default']>
    'merchant/imports/index': ExtractProps<(typeof import('../../inertia/pages/merchant/imports/index.tsx'))['default']>
    'merchant/imports/show': ExtractProps<(typeof import('../../inertia/pages/merchant/imports/show.tsx'))['default']>
    'merchant/massive_update/index': ExtractProps<(typeof import('../../inertia/pages/merchant/massive_update/index.tsx'))['default']>
    'merchant/permissions/form': ExtractProps<(typeof import('../../inertia/pages/merchant/permissions/form.tsx'))['default']>
    'merchant/permissions/index': ExtractProps<(typeof import('../../inertia/pages/merchant/permissions/index.tsx'))['default']>
    'merchant/person_data/index': ExtractProps<(typeof import('../../inertia/pages/merchant/person_data/index.tsx'))['default']>
    'merchant/players/guest_links': ExtractProps<(typeof import('../../inertia/pages/merchant/players/guest_links.tsx'))['default']>
    'merchant/restaurants/assign': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/assign.tsx'))['default']>
    'merchant/restaurants/choose': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/choose.tsx'))['default']>
    'merchant/restaurants/credits': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/credits.tsx'))['default']>
    'merchant/restaurants/edit': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/edit.tsx'))['default']>
    'merchant/restaurants/index': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/index.tsx'))['default']>
    'merchant/restaurants/logs': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/logs.tsx'))['default']>
    'merchant/restaurants/reset_rule_form': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/reset_rule_form.tsx'))['default']>
    'merchant/restaurants/reset_rules': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/reset_rules.tsx'))['default']>
    'merchant/restaurants/till': ExtractProps<(typeof import('../../inertia/pages/merchant/restaurants/till.tsx'))['default']>
    'merchant/systems/index': ExtractProps<(typeof import('../../inertia/pages/merchant/systems/index.tsx'))['default']>
    'merchant/tournaments/form': ExtractProps<(typeof import('../../inertia/pages/merchant/tournaments/form.tsx'))['default']>
    'merchant/tournaments/index': ExtractProps<(typeof import('../../inertia/pages/merchant/tournaments/index.tsx'))['default']>
    'merchant/users/form': ExtractProps<(typeof import('../../inertia/pages/merchant/users/form.tsx'))['default']>
    'merchant/users/index': ExtractProps<(typeof import('../../inertia/pages/merchant/users/index.tsx'))['default']>
    'public/closed': ExtractProps<(typeof import('../../inertia/pages/public/closed.tsx'))['default']>
    'public/form': ExtractProps<(typeof import('../../inertia/pages/public/form.tsx'))['default']>
    'public/index': ExtractProps<(typeof import('../../inertia/pages/public/index.tsx'))['default']>
    'public/invalid_link': ExtractProps<(typeof import('../../inertia/pages/public/invalid_link.tsx'))['default']>
    'public/player_closed': ExtractProps<(typeof import('../../inertia/pages/public/player_closed.tsx'))['default']>
    'public/player_lookup': ExtractProps<(typeof import('../../inertia/pages/public/player_lookup.tsx'))['default']>
    'public/privacy': ExtractProps<(typeof import('../../inertia/pages/public/privacy.tsx'))['default']>
    'public/thanks': ExtractProps<(typeof import('../../inertia/pages/public/thanks.tsx'))['default']>
  }
}
