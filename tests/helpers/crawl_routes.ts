import router from '@adonisjs/core/services/router'
import type { CrawlWorld } from '#tests/helpers/crawl_world'
import { FILE_ROUTES as STAFF_FILE_ROUTES } from '#http/intended_url'

/** One address the crawl opens: a page a person sees, or a file the browser downloads. */
export type CrawlTarget = { route: string; url: string; file: boolean }

type Urls = (world: CrawlWorld, locale: string) => string | string[]

const relative = (url: URL) => `${url.pathname}${url.search}`

/**
 * Routes that answer a file or data rather than a page: fetched, not rendered.
 * The staff downloads are the app's own list (what a login sends to the
 * browser as a download); the others answer no staff download.
 */
const FILE_ROUTES = new Set([
  ...STAFF_FILE_ROUTES,
  'health',
  'forms.downloads',
  'staff_forms.gate',
  'restaurant_desk.photo',
  'door_check.photo',
  'occupancy.photo',
  'desk.manifest',
  'badge_templates.image',
  'badge_templates.credentials',
  'print_stations.pdf',
  'rosters.export',
  'rosters.print',
  'audit.export',
])

/**
 * The server-sent events stream never ends: it is no page, and the occupancy
 * page opens it. The devices' and partners' APIs answer a token, never a
 * browser; wallet passes answer a phone's wallet, and nothing without the
 * organiser's keys.
 */
const STREAMS = new Set(['/__transmit/events'])
const isStreamOrDeviceApi = (pattern: string) =>
  STREAMS.has(pattern) ||
  pattern.startsWith('/device-api/') ||
  pattern.startsWith('/api/') ||
  pattern.startsWith('/wallet/') ||
  pattern.endsWith('/wallet/apple')

/** Every form type's list, new-request form, one request and its edit form. */
const perType =
  (suffix: string): Urls =>
  (world) =>
    Object.entries(world.forms).map(([type, id]) =>
      `/merchant/mform/${type}${suffix}`.replace(':id', String(id))
    )

/**
 * The address of each GET route whose pattern takes parameters (or whose
 * page needs a query string), with ids of rows the world seeded. A route
 * missing here with parameters fails the crawl: a new route cannot escape it.
 */
const TARGETS: Record<string, Urls> = {
  'locale.update': (_, locale) => `/lang/${locale}`,
  'forms.accreditation.show': () => '/forms/organizacion/acreditaciones',
  'forms.accreditation.thanks': () => '/forms/organizacion/acreditaciones/gracias',
  'forms.gaccreditation.show': () => '/golf/organizacion/acreditaciones',
  'forms.gaccreditation.thanks': () => '/golf/organizacion/acreditaciones/gracias',
  'forms.downloads': () => '/forms/downloads/manual',
  'forms.guest.show': (world) => relative(world.guestLink),
  'forms.guest.thanks': (world) => `/forms/invitados/${world.player}/gracias`,
  'password_reset.edit': (world) => `/merchant/reset-password/${world.resetToken}`,
  'users.edit': (world) => `/merchant/user/${world.ids.user}/edit`,
  'permissions.edit': (world) => `/merchant/permission/${world.ids.permission}`,
  'tournaments.edit': (world) => `/merchant/tournament/${world.ids.tournament}/edit`,
  'applicant_mails.edit': (world) => `/merchant/tournament/${world.ids.tournament}/applicant-mails`,
  'applicants.status': (world) => relative(world.statusLink),
  'applicants.changes.edit': (world) => relative(world.changesLink),
  'default_players.edit': (world) => `/merchant/default-player/${world.ids.defaultPlayer}/edit`,
  /** And the list of erased requests, each shown for what it was. */
  'staff_forms.index': (world) => [
    ...[perType('')(world, 'es')].flat(),
    '/merchant/mform/press?list=erased',
    /** And the review help's filter (likely duplicates). */
    '/merchant/mform/press?review=duplicates',
  ],
  'staff_forms.create': perType('/create'),
  'staff_forms.show': perType('/:id'),
  'staff_forms.edit': perType('/:id/edit'),
  'staff_forms.gate': perType('/:id/gate'),
  'door_check.show': (world) => `/merchant/door-check/${world.zone.door}`,
  'door_check.photo': (world) =>
    `/merchant/door-check/${world.zone.door}/photo/${world.zone.inside}`,
  'zones.edit': (world) => `/merchant/zones/${world.zone.id}/edit`,
  'devices.show': (world) => `/merchant/devices/${world.device}`,
  'partners.show': (world) => `/merchant/partners/${world.partner}`,
  'occupancy.show': (world) => `/merchant/occupancy/${world.zone.id}`,
  'occupancy.export': (world) => `/merchant/occupancy/${world.zone.id}/export`,
  'occupancy.photo': (world) => `/merchant/occupancy/${world.zone.id}/photo/${world.zone.inside}`,
  'staff_forms.tutors': () => '/merchant/mform/ballboy/tutors',
  'staff_forms.export_download': () => '/merchant/mform/press/export',
  'player_teams.guest_links': () => '/merchant/mform/guest/links',
  'form_files.preview': (world) => `/merchant/preview?file=${encodeURIComponent(world.photoKey)}`,
  'form_exports.file': (world) => `/merchant/exports/${world.export.id}/file`,
  'form_exports.download': (world) => world.export.link,
  'imports.show': (world) => `/merchant/import/${world.imports.ids.WTA}`,
  'imports.download': (world) =>
    `/merchant/import/download?file=${encodeURIComponent(world.imports.files.WTA)}`,
  'imports_atp.show': (world) => `/merchant/import-atp/${world.imports.ids.ATP}`,
  'imports_atp.download': (world) =>
    `/merchant/import-atp/download?file=${encodeURIComponent(world.imports.files.ATP)}`,
  'systems.pdfs': (world) => `/merchant/systems/pdfs?ids=${world.ids.approved}`,
  'restaurant_desk.show': (world) => `/merchant/restaurant/${world.ids.restaurant}`,
  'restaurant_desk.photo': (world) =>
    `/merchant/restaurant/${world.ids.restaurant}/photo/${world.ids.tillHolder}`,
  'restaurants.edit': (world) => `/merchant/restaurants/${world.ids.restaurant}/edit`,
  'reset_credits.edit': (world) => `/merchant/reset-credits/${world.ids.resetRule}/edit`,
  'collectives.show': (world) => `/merchant/signature/${world.collections.signed}`,
  'collectives.edit': (world) => `/merchant/signature/${world.collections.waiting}/edit`,
  'collectives.signature': (world) => `/merchant/signature/${world.collections.signed}/signature`,
  'collectives.print': (world) => `/merchant/signature/${world.collections.signed}/print`,
  'badge_templates.edit': (world) => [
    `/merchant/badge-templates/${world.tennis.id}/design?category=press`,
    `/merchant/badge-templates/${world.golf.id}/design`,
  ],
  'badge_templates.credentials': (world) =>
    `/merchant/badge-templates/${world.tennis.id}/credentials?pick=longest`,
  'badge_templates.image': (world) => `/merchant/badge-templates/images/${world.printing.image}`,
  'print_stations.show': (world) => `/merchant/print-stations/${world.printing.station}`,
  'print_stations.pdf': (world) =>
    `/merchant/print-stations/${world.printing.station}/jobs/${world.printing.job}/pdf?token=${world.printing.token}`,
  'organisations.show': (world) => `/merchant/organisations/${world.organisation.id}`,
  'organisation_portal.sign_in': (world) =>
    `/organisation/sign-in/${world.organisation.signInToken}`,
  /** The portal without a manager's session: each page sends to the sign-in page. */
  'organisation_people.create': (world) => `/organisation/people/new/${world.organisation.quota}`,
  'organisation_people.substitute_form': (world) =>
    `/organisation/people/${world.organisation.person}/substitute`,
  'organisation_imports.create': (world) => `/organisation/import/${world.organisation.quota}`,
  'organisation_imports.template': (world) =>
    `/organisation/import/${world.organisation.quota}/template`,
  'organisation_imports.show': () => '/organisation/imports/1',
  'rosters.show': (world) => `/merchant/rosters/${world.tennis.id}`,
  'rosters.grid': (world) => `/merchant/rosters/${world.tennis.id}/grid?day=${world.roster.day}`,
  'rosters.person': (world) => `/merchant/rosters/${world.tennis.id}/people/${world.roster.form}`,
  'rosters.desk': (world) => `/merchant/rosters/${world.tennis.id}/desk`,
  'rosters.hours': (world) => `/merchant/rosters/${world.tennis.id}/hours`,
  'rosters.export': (world) => `/merchant/rosters/${world.tennis.id}/export`,
  'rosters.print': (world) =>
    `/merchant/rosters/${world.tennis.id}/print?position=${world.roster.position}&day=${world.roster.day}`,
}

/** Reached only without a staff session (the guest middleware sends staff home). */
const LOGGED_OUT = new Set(['session.create', 'password_reset.create', 'password_reset.edit'])

/** The GET routes the router holds (the benchmarks' floor is never registered in tests). */
function getRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.methods.includes('GET'))
    .map((route) => ({ name: route.name ?? route.pattern, pattern: route.pattern }))
}

/** Every GET route as addresses to open, in two runs: logged out first, then as the admin. */
export function crawlTargets(world: CrawlWorld, locale: string) {
  const loggedOut: CrawlTarget[] = []
  const staff: CrawlTarget[] = []
  const unknown: string[] = []
  for (const { name, pattern } of getRoutes()) {
    if (isStreamOrDeviceApi(pattern)) continue
    const build = TARGETS[name]
    if (!build && pattern.includes(':')) {
      unknown.push(`${name} ${pattern}`)
      continue
    }
    const urls = build ? [build(world, locale)].flat() : [pattern]
    const list = LOGGED_OUT.has(name) || !pattern.startsWith('/merchant') ? loggedOut : staff
    for (const url of urls) list.push({ route: name, url, file: FILE_ROUTES.has(name) })
  }
  return { loggedOut, staff, unknown }
}
