import { staffRoutes } from '#tests/helpers/route_samples'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Capability } from '#services/auth/capabilities'
import { createUser } from '#tests/helpers/users'
import { clearExports } from '#tests/helpers/exports'
import { createRestaurant } from '#tests/helpers/restaurants'
import { pressDoor } from '#tests/helpers/doors'
import { openTournaments } from '#tests/helpers/forms'
import RosterPosition from '#models/roster_position'
import { formTypeSlugs } from '#forms/registry'

/**
 * Routes any logged-in staff member may use; a restaurant's till, its cashiers (and admins);
 * a door, the stewards of its zone (and admins); a roster's shift desk, its positions' leads (and admins).
 */
type Requirement = Capability | 'staff' | 'till' | 'door' | 'lead'

/**
 * What every staff route requires. The test walks the router's own list, so
 * a new /merchant route fails here until it is given its requirement.
 */
const REQUIRED: Record<string, Requirement> = {
  'badge_templates.index': 'print',
  'badge_templates.image': 'print',
  'badge_templates.edit': 'print',
  'badge_templates.save': 'print',
  'badge_templates.preview': 'print',
  'badge_templates.credentials': 'print',
  'badge_templates.upload': 'print',
  'print_stations.index': 'print',
  'print_stations.store': 'print',
  'print_stations.show': 'print',
  'print_stations.claim': 'print',
  'print_stations.send': 'print',
  'print_stations.pdf': 'print',
  'print_stations.confirm': 'print',
  'print_stations.fail': 'print',
  'print_stations.send_list': 'print',
  'print_stations.send_organisation': 'admin',
  'badge_templates.remove_image': 'print',
  'dashboard': 'staff',
  'session.destroy': 'staff',
  'users.index': 'admin',
  'users.create': 'admin',
  'users.store': 'admin',
  'users.edit': 'admin',
  'users.update': 'admin',
  'permissions.index': 'admin',
  'permissions.create': 'admin',
  'permissions.store': 'admin',
  'permissions.edit': 'admin',
  'permissions.update': 'admin',
  'massive_update.index': 'admin',
  'massive_update.by_category': 'admin',
  'massive_update.by_permission': 'admin',
  'cache.index': 'admin',
  'cache.clear': 'admin',
  'blacklist.index': 'admin',
  'access_log.index': 'admin',
  'account.show': 'staff',
  'account.update_password': 'staff',
  'account.renew_recovery_codes': 'staff',
  'account.remove_second_factor': 'staff',
  'account.sign_out_everywhere': 'staff',
  'account.sign_out_elsewhere': 'staff',
  'account.end_session': 'staff',
  'account.forget_device': 'staff',
  'account_totp.create': 'staff',
  'account_totp.store': 'staff',
  'account_passkeys.options': 'staff',
  'account_passkeys.store': 'staff',
  'account_passkeys.destroy': 'staff',
  'users.reset_second_factor': 'admin',
  'user_sessions.end': 'admin',
  'user_sessions.forget': 'admin',
  'user_sessions.end_all': 'admin',
  'sign_in_settings.edit': 'admin',
  'sign_in_settings.update': 'admin',
  'audit.index': 'admin',
  'audit.export': 'admin',
  'person_data.index': 'admin',
  'person_data.search': 'admin',
  'person_data.export': 'admin',
  'person_data.erase': 'admin',
  'blacklist.store': 'admin',
  'blacklist.destroy': 'admin',
  'organisations.index': 'admin',
  'organisations.store': 'admin',
  'organisations.show': 'admin',
  'organisations.update': 'admin',
  'organisations.approve': 'admin',
  'organisations.collection': 'admin',
  'organisation_managers.store': 'admin',
  'organisation_managers.destroy': 'admin',
  'organisation_managers.send_link': 'admin',
  'organisation_quotas.store': 'admin',
  'organisation_quotas.update': 'admin',
  'staff_forms.index': 'staff',
  'staff_forms.show': 'staff',
  'staff_forms.gate': 'staff',
  'staff_forms.tutors': 'staff',
  'staff_forms.change_state': 'edit',
  'staff_forms.create': 'create',
  'staff_forms.store': 'create',
  'staff_forms.edit': 'edit',
  'staff_forms.update': 'edit',
  'staff_forms.bulk_change_state': 'edit',
  'staff_forms.export': 'edit',
  'staff_forms.export_download': 'edit',
  'form_exports.download': 'staff',
  'form_exports.index': 'staff',
  'form_exports.file': 'staff',
  'form_files.preview': 'staff',
  'tournaments.index': 'admin',
  'tournaments.create': 'admin',
  'tournaments.store': 'admin',
  'tournaments.edit': 'admin',
  'tournaments.update': 'admin',
  'default_players.index': 'admin',
  'default_players.create': 'admin',
  'default_players.store': 'admin',
  'default_players.edit': 'admin',
  'default_players.update': 'admin',
  'default_players.destroy': 'admin',
  'player_teams.guest_links': 'staff',
  'player_teams.assign': 'edit',
  'player_teams.store_guest': 'create',
  'imports.index': 'admin',
  'imports.create': 'admin',
  'imports.store': 'admin',
  'imports.download': 'admin',
  'imports.show': 'admin',
  'imports_atp.index': 'admin',
  'imports_atp.create': 'admin',
  'imports_atp.store': 'admin',
  'imports_atp.download': 'admin',
  'imports_atp.show': 'admin',
  'systems.index': 'toppanel',
  'systems.state': 'edit',
  'systems.pdfs': 'print',
  'systems.print': 'print',
  'systems.replace_card': 'print',
  'systems.scan': 'rfid',
  'systems.rfid': 'rfid',
  'systems.gates': 'rfid',
  'collectives.index': 'print',
  'collectives.create': 'print',
  'collectives.store': 'print',
  'collectives.show': 'print',
  'collectives.edit': 'print',
  'collectives.update': 'print',
  'collectives.signature': 'print',
  'collectives.print': 'print',
  'collectives.validate_code': 'print',
  'collectives.validate_form': 'print',
  'collectives.remove_card': 'print',
  'collectives.sign': 'print',
  'restaurant_desk.index': 'till',
  'restaurant_desk.show': 'till',
  'restaurant_desk.validate': 'till',
  'restaurant_desk.update': 'till',
  'restaurant_desk.photo': 'till',
  'restaurant_desk.charge': 'till',
  'restaurants.index': 'admin',
  'restaurants.edit': 'admin',
  'restaurants.update': 'admin',
  'restaurant_logs.index': 'admin',
  'restaurant_logs.export': 'admin',
  'assign_restaurants.index': 'admin',
  'assign_restaurants.store': 'admin',
  'credit_grants.index': 'admin',
  'credit_grants.store': 'admin',
  'reset_credits.index': 'admin',
  'reset_credits.create': 'admin',
  'reset_credits.store': 'admin',
  'reset_credits.edit': 'admin',
  'reset_credits.update': 'admin',
  'reset_credits.destroy': 'admin',
  'reset_credits.apply': 'admin',
  'door_check.index': 'staff',
  'door_check.show': 'door',
  'door_check.scan': 'door',
  'door_check.photo': 'door',
  'zones.index': 'admin',
  'zones.store': 'admin',
  'zones.edit': 'admin',
  'zones.update': 'admin',
  'zones.destroy': 'admin',
  'zones.preview': 'admin',
  'doors.store': 'admin',
  'doors.update': 'admin',
  'doors.destroy': 'admin',
  'occupancy.index': 'admin',
  'occupancy.show': 'admin',
  'occupancy.export': 'admin',
  'occupancy.photo': 'admin',
  'rosters.index': 'admin',
  'rosters.show': 'admin',
  'rosters.positions.store': 'admin',
  'rosters.positions.destroy': 'admin',
  'rosters.shifts.store': 'admin',
  'rosters.shifts.destroy': 'admin',
  'rosters.settings.update': 'admin',
  'rosters.grid': 'admin',
  'rosters.solve': 'admin',
  'rosters.adjust': 'admin',
  'rosters.publish': 'admin',
  'rosters.person': 'admin',
  'rosters.desks': 'lead',
  'rosters.desk': 'lead',
  'rosters.desk.scan': 'lead',
  'rosters.hours': 'admin',
  'rosters.export': 'admin',
  'rosters.print': 'admin',
  'applicant_mails.edit': 'admin',
  'applicant_mails.update': 'admin',
  'applicants.change_requests.store': 'edit',
  'review.duplicates.not_same': 'edit',
  'review.photos.overrule': 'edit',
  'devices.index': 'admin',
  'devices.store': 'admin',
  'devices.show': 'admin',
  'devices.pairing': 'admin',
  'devices.revoke': 'admin',
  'devices.pin': 'admin',
  'devices.tournament_pin': 'admin',
  'partners.index': 'admin',
  'partners.store': 'admin',
  'partners.show': 'admin',
  'partners.revoke': 'admin',
  'partners.store_token': 'admin',
  'partners.store_webhook': 'admin',
  'partners.revoke_token': 'admin',
  'partners.rotate_webhook': 'admin',
  'partners.enable_webhook': 'admin',
  'partners.resend': 'admin',
  'reports.index': 'staff',
  'reports.requests': 'staff',
  'reports.backlog': 'staff',
  'reports.decisions': 'edit',
  'reports.badges': 'print',
  'reports.meals': 'admin',
  'reports.passages': 'admin',
  'reports.flags': 'edit',
  'reports.quotas': 'admin',
  'reports.rosters': 'admin',
}

/** Routes under /merchant/mform/{type} also need that form type on the account. */
function needsFormType(route: { pattern: string }) {
  return route.pattern.includes(':type')
}

const ALL_FORM_TYPES = JSON.stringify(formTypeSlugs())

const CAPABILITY_COLUMNS: Record<Exclude<Capability, 'admin'>, string> = {
  create: 'canCreate',
  edit: 'canEdit',
  print: 'canPrint',
  rfid: 'canRfid',
  toppanel: 'canToppanel',
}

async function statusFor(client: any, route: { method: string; url: string }, user: any) {
  const response = await client
    .request(route.url, route.method.toLowerCase())
    .loginAs(user)
    .header('accept', 'application/json')
    .withCsrfToken()
    .redirects(0)
  return response.status() as number
}

test.group('Authorization matrix over every staff route', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  /** POST export queues the export job; the inline worker stores a workbook. */
  group.each.teardown(() => clearExports())
  /** Each walk sends a request per staff route and capability. */
  group.each.timeout(90_000)

  test('every staff route declares what it requires', ({ assert }) => {
    const undeclared = staffRoutes().filter((route) => !(route.name in REQUIRED))
    assert.deepEqual(undeclared, [], 'add these routes to REQUIRED')
  })

  test('staff without the capability are refused with 403', async ({ client, assert }) => {
    const nobody = await createUser()
    for (const route of staffRoutes()) {
      const status = await statusFor(client, route, nobody)
      if (REQUIRED[route.name] === 'staff' && !needsFormType(route)) {
        assert.notEqual(status, 403, `${route.method} ${route.url}`)
      } else {
        assert.equal(status, 403, `${route.method} ${route.url}`)
      }
    }
  })

  test('staff holding only the required capability get past authorization', async ({
    client,
    assert,
  }) => {
    let stewarded: Awaited<ReturnType<typeof pressDoor>> | undefined
    for (const route of staffRoutes()) {
      const requirement = REQUIRED[route.name]
      const formTypes = needsFormType(route) ? ALL_FORM_TYPES : '[]'
      if (requirement === 'till') {
        const restaurant = await createRestaurant()
        const cashier = await createUser({ restaurantId: restaurant.id })
        const url = route.url.replace(
          /^\/merchant\/restaurant\/1/,
          `/merchant/restaurant/${restaurant.id}`
        )
        const status = await statusFor(client, { ...route, url }, cashier)
        assert.notEqual(status, 403, `${route.method} ${url}`)
        assert.isBelow(status, 500, `${route.method} ${url}`)
        continue
      }
      if (requirement === 'lead') {
        const { tennis } = await openTournaments()
        const lead = await createUser()
        await RosterPosition.create({
          tournamentId: tennis.id,
          name: `Lead's ${route.name}`,
          formTypes: '["volunteer"]',
          leadUserId: lead.id,
        })
        const url = route.url.replace(/^\/merchant\/rosters\/1/, `/merchant/rosters/${tennis.id}`)
        const status = await statusFor(client, { ...route, url }, lead)
        assert.notEqual(status, 403, `${route.method} ${url}`)
        assert.isBelow(status, 500, `${route.method} ${url}`)
        continue
      }
      if (requirement === 'door') {
        stewarded ??= await pressDoor()
        const { door, steward } = stewarded
        const url = route.url.replace(
          /^\/merchant\/door-check\/1/,
          `/merchant/door-check/${door.id}`
        )
        const status = await statusFor(client, { ...route, url }, steward)
        assert.notEqual(status, 403, `${route.method} ${url}`)
        assert.isBelow(status, 500, `${route.method} ${url}`)
        continue
      }
      const user =
        requirement === 'admin'
          ? await createUser({ isAdmin: true })
          : requirement === 'staff'
            ? await createUser({ formTypes })
            : await createUser({ [CAPABILITY_COLUMNS[requirement]]: true, formTypes })
      const status = await statusFor(client, route, user)
      assert.notEqual(status, 403, `${route.method} ${route.url}`)
      assert.isBelow(status, 500, `${route.method} ${route.url}`)
    }
    /** A hundred routes, each with a new account (a password hash): over 30 s on a busy machine. */
  }).timeout(120_000)

  test('every capability in the world does not open a form type missing from the account', async ({
    client,
    assert,
  }) => {
    const allButTypes = await createUser({
      canCreate: true,
      canEdit: true,
      canPrint: true,
      canRfid: true,
      canToppanel: true,
      formTypes: JSON.stringify(['gpress']),
    })
    for (const route of staffRoutes().filter(needsFormType)) {
      assert.equal(await statusFor(client, route, allButTypes), 403, `${route.method} ${route.url}`)
    }
  })
})
