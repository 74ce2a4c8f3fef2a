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
    'applicants/changes_sent': ExtractProps<(typeof import('../../inertia/pages/applicants/changes_sent.tsx'))['default']>
    'applicants/changes': ExtractProps<(typeof import('../../inertia/pages/applicants/changes.tsx'))['default']>
    'applicants/link_refused': ExtractProps<(typeof import('../../inertia/pages/applicants/link_refused.tsx'))['default']>
    'applicants/staff/mail_settings': ExtractProps<(typeof import('../../inertia/pages/applicants/staff/mail_settings.tsx'))['default']>
    'applicants/status': ExtractProps<(typeof import('../../inertia/pages/applicants/status.tsx'))['default']>
    'auth/access_log': ExtractProps<(typeof import('../../inertia/pages/auth/access_log.tsx'))['default']>
    'auth/forgot_password': ExtractProps<(typeof import('../../inertia/pages/auth/forgot_password.tsx'))['default']>
    'auth/login': ExtractProps<(typeof import('../../inertia/pages/auth/login.tsx'))['default']>
    'auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/auth/reset_password.tsx'))['default']>
    'auth/users/form': ExtractProps<(typeof import('../../inertia/pages/auth/users/form.tsx'))['default']>
    'auth/users/index': ExtractProps<(typeof import('../../inertia/pages/auth/users/index.tsx'))['default']>
    'badges/console': ExtractProps<(typeof import('../../inertia/pages/badges/console.tsx'))['default']>
    'bench/floor': ExtractProps<(typeof import('../../inertia/pages/bench/floor.tsx'))['default']>
    'collection/form': ExtractProps<(typeof import('../../inertia/pages/collection/form.tsx'))['default']>
    'collection/index': ExtractProps<(typeof import('../../inertia/pages/collection/index.tsx'))['default']>
    'collection/show': ExtractProps<(typeof import('../../inertia/pages/collection/show.tsx'))['default']>
    'configuration/blacklist': ExtractProps<(typeof import('../../inertia/pages/configuration/blacklist.tsx'))['default']>
    'configuration/cache': ExtractProps<(typeof import('../../inertia/pages/configuration/cache.tsx'))['default']>
    'configuration/default_players/form': ExtractProps<(typeof import('../../inertia/pages/configuration/default_players/form.tsx'))['default']>
    'configuration/default_players/index': ExtractProps<(typeof import('../../inertia/pages/configuration/default_players/index.tsx'))['default']>
    'configuration/massive_update': ExtractProps<(typeof import('../../inertia/pages/configuration/massive_update.tsx'))['default']>
    'configuration/permissions/form': ExtractProps<(typeof import('../../inertia/pages/configuration/permissions/form.tsx'))['default']>
    'configuration/permissions/index': ExtractProps<(typeof import('../../inertia/pages/configuration/permissions/index.tsx'))['default']>
    'configuration/tournaments/form': ExtractProps<(typeof import('../../inertia/pages/configuration/tournaments/form.tsx'))['default']>
    'configuration/tournaments/index': ExtractProps<(typeof import('../../inertia/pages/configuration/tournaments/index.tsx'))['default']>
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
    'exports/index': ExtractProps<(typeof import('../../inertia/pages/exports/index.tsx'))['default']>
    'forms/dashboard': ExtractProps<(typeof import('../../inertia/pages/forms/dashboard.tsx'))['default']>
    'forms/form': ExtractProps<(typeof import('../../inertia/pages/forms/form.tsx'))['default']>
    'forms/index': ExtractProps<(typeof import('../../inertia/pages/forms/index.tsx'))['default']>
    'forms/show': ExtractProps<(typeof import('../../inertia/pages/forms/show.tsx'))['default']>
    'forms/tutors': ExtractProps<(typeof import('../../inertia/pages/forms/tutors.tsx'))['default']>
    'imports/create': ExtractProps<(typeof import('../../inertia/pages/imports/create.tsx'))['default']>
    'imports/index': ExtractProps<(typeof import('../../inertia/pages/imports/index.tsx'))['default']>
    'imports/show': ExtractProps<(typeof import('../../inertia/pages/imports/show.tsx'))['default']>
    'organisations/index': ExtractProps<(typeof import('../../inertia/pages/organisations/index.tsx'))['default']>
    'organisations/portal/home': ExtractProps<(typeof import('../../inertia/pages/organisations/portal/home.tsx'))['default']>
    'organisations/portal/import_result': ExtractProps<(typeof import('../../inertia/pages/organisations/portal/import_result.tsx'))['default']>
    'organisations/portal/import': ExtractProps<(typeof import('../../inertia/pages/organisations/portal/import.tsx'))['default']>
    'organisations/portal/person_form': ExtractProps<(typeof import('../../inertia/pages/organisations/portal/person_form.tsx'))['default']>
    'organisations/portal/request_link': ExtractProps<(typeof import('../../inertia/pages/organisations/portal/request_link.tsx'))['default']>
    'organisations/portal/sign_in': ExtractProps<(typeof import('../../inertia/pages/organisations/portal/sign_in.tsx'))['default']>
    'organisations/portal/substitute': ExtractProps<(typeof import('../../inertia/pages/organisations/portal/substitute.tsx'))['default']>
    'organisations/show': ExtractProps<(typeof import('../../inertia/pages/organisations/show.tsx'))['default']>
    'partners/index': ExtractProps<(typeof import('../../inertia/pages/partners/index.tsx'))['default']>
    'partners/show': ExtractProps<(typeof import('../../inertia/pages/partners/show.tsx'))['default']>
    'players/guest_links': ExtractProps<(typeof import('../../inertia/pages/players/guest_links.tsx'))['default']>
    'privacy/person_data': ExtractProps<(typeof import('../../inertia/pages/privacy/person_data.tsx'))['default']>
    'public/closed': ExtractProps<(typeof import('../../inertia/pages/public/closed.tsx'))['default']>
    'public/form': ExtractProps<(typeof import('../../inertia/pages/public/form.tsx'))['default']>
    'public/index': ExtractProps<(typeof import('../../inertia/pages/public/index.tsx'))['default']>
    'public/invalid_link': ExtractProps<(typeof import('../../inertia/pages/public/invalid_link.tsx'))['default']>
    'public/player_closed': ExtractProps<(typeof import('../../inertia/pages/public/player_closed.tsx'))['default']>
    'public/player_lookup': ExtractProps<(typeof import('../../inertia/pages/public/player_lookup.tsx'))['default']>
    'public/privacy': ExtractProps<(typeof import('../../inertia/pages/public/privacy.tsx'))['default']>
    'public/thanks': ExtractProps<(typeof import('../../inertia/pages/public/thanks.tsx'))['default']>
    'restaurants/assign': ExtractProps<(typeof import('../../inertia/pages/restaurants/assign.tsx'))['default']>
    'restaurants/choose': ExtractProps<(typeof import('../../inertia/pages/restaurants/choose.tsx'))['default']>
    'restaurants/credits': ExtractProps<(typeof import('../../inertia/pages/restaurants/credits.tsx'))['default']>
    'restaurants/edit': ExtractProps<(typeof import('../../inertia/pages/restaurants/edit.tsx'))['default']>
    'restaurants/index': ExtractProps<(typeof import('../../inertia/pages/restaurants/index.tsx'))['default']>
    'restaurants/logs': ExtractProps<(typeof import('../../inertia/pages/restaurants/logs.tsx'))['default']>
    'restaurants/reset_rule_form': ExtractProps<(typeof import('../../inertia/pages/restaurants/reset_rule_form.tsx'))['default']>
    'restaurants/reset_rules': ExtractProps<(typeof import('../../inertia/pages/restaurants/reset_rules.tsx'))['default']>
    'restaurants/till': ExtractProps<(typeof import('../../inertia/pages/restaurants/till.tsx'))['default']>
  }
}
