import { test } from '@japa/runner'
import { zoneWithDoor } from '#tests/helpers/doors'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import Collective from '#models/collective'
import type Form from '#models/form'
import type User from '#models/user'
import { formTypesOfSport } from '#forms/registry'
import { sqlTimestamp } from '#support/sql_time'
import { staffRoutes } from '#tests/helpers/route_samples'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { printedCard, signatureDataUrl } from '#tests/helpers/collection'
import { assignRestaurant, createRestaurant } from '#tests/helpers/restaurants'
import { createUser } from '#tests/helpers/users'

/**
 * Object-level authorization: every route that names a form (an id in the
 * path, ids or a scanned code in the body, a file key) is tried on a golf
 * credential by a user who reviews only the tennis types (every capability,
 * a till of their own). Each answer must be a refusal holding nothing of that
 * credential, and nothing may change.
 */

type World = {
  /** A golf credential in the collection `mixed`, with a tag, a photo and a balance elsewhere. */
  hidden: Form
  /** A second one, in a signed collection (a card is in one collection at most). */
  hiddenSigned: Form
  /** A third one, printed and in no collection: what a desk would add. */
  hiddenFree: Form
  visible: Form
  user: User
  tillHere: number
  waiting: Collective
  mixed: Collective
  signedMixed: Collective
  signature: string
  /** A tennis door this user keeps as a steward. */
  door: number
  /** A likely duplicate pair of the hidden credential and the visible one. */
  duplicatePair: number
  /** A print station of each tournament (the user prints for tennis only). */
  tennisStation: number
  golfStation: number
}

type Probe = {
  method: 'get' | 'post' | 'put' | 'delete'
  url: string
  body?: Record<string, unknown>
  /**
   * `refused`: a 4xx answer, or back with an error notice (a form submit).
   * `listed`: a 200 whose body refuses per item (bulk, till scan, a page).
   */
  answer?: 'refused' | 'listed'
}

const get = (url: string, answer: Probe['answer'] = 'refused'): Probe => ({
  method: 'get',
  url,
  answer,
})
const send = (
  method: Probe['method'],
  url: string,
  body: Record<string, unknown> = {},
  answer: Probe['answer'] = 'refused'
): Probe => ({ method, url, body, answer })

/**
 * Every staff route that names a form, and how a request names the hidden
 * one. A route missing here and from NAMES_NO_FORM fails the first test, so
 * a new route cannot be forgotten.
 */
const NAMES_A_FORM: Record<string, (w: World) => Probe[]> = {
  'staff_forms.show': (w) => [get(`/merchant/mform/press/${w.hidden.id}`)],
  'staff_forms.edit': (w) => [get(`/merchant/mform/press/${w.hidden.id}/edit`)],
  'staff_forms.gate': (w) => [get(`/merchant/mform/press/${w.hidden.id}/gate`)],
  /** A steward's door answers a badge of another tournament with a refusal naming nobody. */
  'door_check.scan': (w) => [
    send(
      'post',
      `/merchant/door-check/${w.door}/scans`,
      { scan: w.hidden.code, direction: 'in', key: `probe-${w.hidden.id}-scan-key` },
      'listed'
    ),
  ],
  'door_check.photo': (w) => [get(`/merchant/door-check/${w.door}/photo/${w.hidden.id}`)],
  'staff_forms.update': (w) => [
    send('put', `/merchant/mform/press/${w.hidden.id}`, { name: 'Changed' }),
  ],
  'staff_forms.change_state': (w) => [
    send('post', `/merchant/mform/press/changestate/${w.hidden.id}`, { state: 'rejected' }),
  ],
  'staff_forms.bulk_change_state': (w) => [
    send(
      'post',
      '/merchant/mform/press/changestate',
      { ids: [w.hidden.id], state: 'rejected' },
      'listed'
    ),
  ],
  'form_files.preview': (w) => [get(`/merchant/preview?file=${w.hidden.photoPath}`)],
  'player_teams.assign': (w) => [
    send('post', '/merchant/mform/player/assign', { ids: [w.hidden.id], player: 1 }),
  ],
  'systems.state': (w) => [
    send('post', '/merchant/systems/state', { ids: [w.hidden.id], state: 'rejected' }, 'listed'),
  ],
  'systems.pdfs': (w) => [get(`/merchant/systems/pdfs?ids=${w.hidden.id}`)],
  'systems.print': (w) => [send('post', '/merchant/systems/pdfs', { ids: [w.hidden.id] })],
  'print_stations.send': (w) => [
    send('post', `/merchant/print-stations/${w.tennisStation}/send`, { ids: [w.hidden.id] }),
    send('post', `/merchant/print-stations/${w.golfStation}/send`, { ids: [w.hidden.id] }),
  ],
  /** A whole list names its requests by its filters: the hidden one's name, its type, its station. */
  'print_stations.send_list': (w) => [
    send('post', `/merchant/print-stations/${w.tennisStation}/send/list/press`, {
      search: 'Escondida',
    }),
    send('post', `/merchant/print-stations/${w.golfStation}/send/list/gpress`, {
      search: 'Escondida',
    }),
  ],
  'badge_templates.preview': (w) =>
    [w.visible.tournamentId, w.hidden.tournamentId].map((tournament) =>
      send('post', `/merchant/badge-templates/${tournament}/preview`, {
        formId: w.hidden.id,
        definition: {
          size: 'cr80',
          width: 85.6,
          height: 54,
          sides: [{ elements: [{ kind: 'qr', x: 1, y: 1, width: 20, height: 20 }] }],
        },
      })
    ),
  'badge_templates.credentials': (w) => [
    get(`/merchant/badge-templates/${w.hidden.tournamentId}/credentials?search=Escondida`),
    get(
      `/merchant/badge-templates/${w.visible.tournamentId}/credentials?search=Escondida`,
      'listed'
    ),
  ],
  'systems.scan': (w) => [
    send('post', '/merchant/systems/scan', { code: w.hidden.code }),
    send('post', '/merchant/systems/scan', { code: w.hidden.rfid! }),
  ],
  'systems.rfid': (w) => [
    send('post', `/merchant/systems/${w.hidden.id}/rfid`, { rfid: '0A0B0C0D', confirm: true }),
    // A credential the user may see, given the hidden one's tag: its holder is not named nor robbed.
    send('post', `/merchant/systems/${w.visible.id}/rfid`, { rfid: w.hidden.rfid! }),
    send('post', `/merchant/systems/${w.visible.id}/rfid`, {
      rfid: w.hidden.rfid!,
      confirm: true,
    }),
  ],
  'systems.replace_card': (w) => [
    send('post', `/merchant/systems/${w.hidden.id}/card`, { reason: 'lost', version: 1 }),
  ],
  'systems.gates': (w) =>
    ['add', 'block', 'unblock', 'retry'].map((action) =>
      send('post', `/merchant/systems/${w.hidden.id}/gates/${action}`)
    ),
  'collectives.validate_code': (w) => [
    send('post', `/merchant/signature/${w.waiting.id}/validate`, { code: w.hiddenFree.code }),
    send('post', `/merchant/signature/${w.waiting.id}/validate`, { code: w.hidden.code }),
  ],
  'collectives.validate_form': (w) => [
    send('post', `/merchant/signature/${w.waiting.id}/validate/${w.hiddenFree.id}`),
  ],
  'collectives.remove_card': (w) => [
    send('delete', `/merchant/signature/${w.mixed.id}/cards/${w.hidden.id}`),
  ],
  // A collection holding a hidden card: shown without it, not signed, no receipt.
  'collectives.show': (w) => [get(`/merchant/signature/${w.mixed.id}`, 'listed')],
  'collectives.sign': (w) => [
    send('post', `/merchant/signature/${w.mixed.id}/sign`, {
      privacy: true,
      golf: true,
      signature: w.signature,
    }),
  ],
  'collectives.print': (w) => [get(`/merchant/signature/${w.signedMixed.id}/print`)],
  'restaurant_desk.validate': (w) => [
    send('post', `/merchant/restaurant/${w.tillHere}/validate`, { scan: w.hidden.code }, 'listed'),
    send('post', `/merchant/restaurant/${w.tillHere}/validate`, { scan: w.hidden.rfid! }, 'listed'),
  ],
  'restaurant_desk.update': (w) => [
    send('put', `/merchant/restaurant/${w.tillHere}`, {
      id: w.hidden.id,
      type: 'credit',
      amount: '1',
      key: 'object-authorization-key',
    }),
  ],
  'restaurant_desk.charge': (w) => [
    send('post', `/merchant/restaurant/${w.tillHere}/charge`, {
      scan: w.hidden.code,
      type: 'credit',
      amount: '1',
      key: 'object-authorization-charge',
    }),
  ],
  'restaurant_desk.photo': (w) => [get(`/merchant/restaurant/${w.tillHere}/photo/${w.hidden.id}`)],
  /** A pair with one request in the user's lists and one outside them. */
  'review.duplicates.not_same': (w) => [
    send('post', `/merchant/review/duplicates/${w.duplicatePair}/not-same`),
  ],
  'review.photos.overrule': (w) => [
    send('post', `/merchant/review/photos/${w.hidden.id}/overrule`),
  ],
  'applicants.change_requests.store': (w) => [
    send('post', `/merchant/requests/${w.hidden.id}/changes`, { fields: { company: 'Why?' } }),
  ],
}

/** Staff routes that take no form: lists by type, configuration, a collector's own data. */
const NAMES_NO_FORM = new Set([
  'dashboard',
  /** Organisations (administrators): their ids name an organisation, a manager or a quota. */
  'organisations.index',
  'organisations.store',
  'organisations.show',
  'organisations.update',
  'organisations.approve',
  'organisations.collection',
  'organisation_managers.store',
  'organisation_managers.destroy',
  'organisation_managers.send_link',
  'organisation_quotas.store',
  'organisation_quotas.update',
  'session.destroy',
  'staff_forms.index',
  'staff_forms.tutors',
  'staff_forms.create',
  'staff_forms.store',
  'staff_forms.export',
  'staff_forms.export_download',
  'form_exports.index',
  'form_exports.file',
  'form_exports.download',
  'player_teams.guest_links',
  /** Its id is a listed player (default_players), not a request. */
  'player_teams.store_guest',
  'systems.index',
  'collectives.index',
  'collectives.create',
  'collectives.store',
  'collectives.edit',
  'collectives.update',
  /** The collector's signature image: the collector's, not a credential holder's. */
  'collectives.signature',
  'restaurant_desk.index',
  'restaurant_desk.show',
  /** A steward's doors: the zone's, not a credential's. */
  'door_check.index',
  'door_check.show',
  /** The designer's templates and images, and the stations: a tournament's, not a credential's (print_designer.spec.ts). */
  'badge_templates.index',
  'badge_templates.edit',
  'badge_templates.save',
  'badge_templates.upload',
  'badge_templates.image',
  'print_stations.index',
  'print_stations.store',
  'print_stations.show',
  'print_stations.claim',
  'print_stations.pdf',
  'print_stations.confirm',
  'print_stations.fail',
  'badge_templates.remove_image',
  /** An organisation's people to a station: administrators only, who see every form. */
  'print_stations.send_organisation',
  /** One's own account (its id is the session's), the sign-in settings and the audit trail. */
  'account.show',
  'account.update_password',
  'account.renew_recovery_codes',
  'account.remove_second_factor',
  'account.sign_out_everywhere',
  /** Its id is one of the user's own sessions or remembered browsers (another's is not found: session_list.spec). */
  'account.sign_out_elsewhere',
  'account.end_session',
  'account.forget_device',
  'account_totp.create',
  'account_totp.store',
  /** Its id is one of the user's own passkeys (another's is not found: second_factor.spec). */
  'account_passkeys.options',
  'account_passkeys.store',
  'account_passkeys.destroy',
  'sign_in_settings.edit',
  'sign_in_settings.update',
  /** A staff user's sessions (administrators only): a user's, not a credential's. */
  'user_sessions.end',
  'user_sessions.forget',
  'user_sessions.end_all',
  'audit.index',
  'audit.export',
  /** Partners, their tokens, endpoints and webhook messages (administrators only): no credential's page. */
  'partners.index',
  'partners.store',
  'partners.show',
  'partners.revoke',
  'partners.store_token',
  'partners.store_webhook',
  'partners.revoke_token',
  'partners.rotate_webhook',
  'partners.enable_webhook',
  'partners.resend',
  /** Reports count; they name no request (tested in functional/reports). */
  'reports.index',
  'reports.requests',
  'reports.backlog',
  'reports.decisions',
  'reports.badges',
  'reports.meals',
  'reports.passages',
  'reports.flags',
  'reports.quotas',
  'reports.rosters',
])

/** Routes only administrators reach: they see every form, so no object is hidden from them. */
function adminOnly(name: string) {
  return /^(users|permissions|massive_update|cache|access_log|person_data|blacklist|tournaments|applicant_mails|default_players|imports|imports_atp|restaurants|restaurant_logs|assign_restaurants|credit_grants|reset_credits|zones|doors|occupancy|devices|rosters)\./.test(
    name
  )
}

async function jpeg() {
  return sharp({ create: { width: 30, height: 40, channels: 3, background: '#806040' } })
    .jpeg()
    .toBuffer()
}

let worlds = 0

/** A fresh set of rows for each probe, so what one probe might change cannot hide another's leak. */
async function world(): Promise<World> {
  worlds += 1
  const { tennis, golf } = await openTournaments()
  const here = await createRestaurant('staff')
  const there = await createRestaurant('press')
  const photo = `forms/hidden-holder-${worlds}.jpg`
  await drive.use().put(photo, await jpeg())
  const hidden = await printedCard('gpress', golf, {
    name: 'Zoraida',
    lastName: 'Escondida',
    document: 'HIDDEN123',
    email: 'zoraida@hidden.test',
    photoPath: photo,
  })
  hidden.rfid = `0A1B2C3D${String(worlds).padStart(4, '0')}`
  hidden.credits = 5
  hidden.amount = 43219
  await hidden.save()
  await assignRestaurant(hidden, there)
  const hiddenSigned = await printedCard('gvolunteer', golf, {
    name: 'Zacarías',
    lastName: 'Oculto',
    document: 'HIDDEN456',
  })
  const hiddenFree = await printedCard('gaccreditation', golf, {
    name: 'Zenón',
    lastName: 'Invisible',
    document: 'HIDDEN789',
  })
  const visible = await printedCard('press', tennis, { name: 'Vera', lastName: 'Visible' })
  const user = await createUser({
    canCreate: true,
    canEdit: true,
    canPrint: true,
    canRfid: true,
    canToppanel: true,
    formTypes: JSON.stringify(formTypesOfSport('tennis')),
    restaurantId: here.id,
  })
  const waiting = await Collective.create({
    name: 'Carlos',
    lastName: 'Colector',
    type: 'delegate',
  })
  const mixed = await Collective.create({ name: 'Marta', lastName: 'Mixta', type: 'delegate' })
  const signedMixed = await Collective.create({
    name: 'Sara',
    lastName: 'Firmada',
    type: 'delegate',
    signedAt: DateTime.now(),
    signaturePath: 'signatures/none.png',
  })
  const now = sqlTimestamp(DateTime.now())
  await db.table('collective_forms').multiInsert([
    { collective_id: mixed.id, form_id: hidden.id, created_at: now },
    { collective_id: mixed.id, form_id: visible.id, created_at: now },
    { collective_id: signedMixed.id, form_id: hiddenSigned.id, created_at: now, signed_at: now },
  ])
  const { zone, door } = await zoneWithDoor(tennis, `Prensa ${worlds}`)
  await db.table('zone_stewards').insert({ zone_id: zone.id, user_id: user.id })
  const [pair] = await db
    .table('review_duplicates')
    .insert({
      form_id: hidden.id,
      form_role: 'applicant',
      other_form_id: visible.id,
      other_role: 'applicant',
      reasons: 'document',
      created_at: now,
    })
    .returning('id')
  const station = async (tournamentId: number, name: string) => {
    const [row] = await db
      .table('print_stations')
      .insert({ tournament_id: tournamentId, name, created_at: now })
      .returning('id')
    return Number(typeof row === 'object' ? row.id : row)
  }
  return {
    tennisStation: await station(tennis.id, `Tenis ${worlds}`),
    golfStation: await station(golf.id, `Golf ${worlds}`),
    duplicatePair: Number(typeof pair === 'object' ? pair.id : pair),
    door: door.id,
    hidden,
    hiddenSigned,
    hiddenFree,
    visible,
    user,
    tillHere: here.id,
    waiting,
    mixed,
    signedMixed,
    signature: await signatureDataUrl(),
  }
}

function hiddenForms(w: World) {
  return [w.hidden, w.hiddenSigned, w.hiddenFree]
}

/** What nobody outside the hidden credentials' scope may read (the money left is distinctive). */
function secrets(w: World) {
  return hiddenForms(w).flatMap((form) =>
    [
      form.name,
      form.lastName,
      form.document,
      form.email,
      form.code,
      form.rfid,
      form.photoPath,
      form.amount > 0 ? String(form.amount) : null,
    ]
      .filter((value): value is string => Boolean(value))
      .flatMap((value) => [value, value.toLowerCase()])
  )
}

const TABLES_WITH_FORM_ID = [
  'form_logs',
  'collective_forms',
  'restaurant_logs',
  'file_access_logs',
  'gate_outbox',
  'print_jobs',
]

/** Everything a request could change about the hidden credentials. */
async function snapshot(w: World) {
  const rows = await db
    .from('forms')
    .whereIn(
      'id',
      [...hiddenForms(w), w.visible].map((form) => form.id)
    )
    .orderBy('id')
  const forms = rows.map(({ updated_at: _updated, ...row }) => row)
  const related: Record<string, number> = {}
  for (const table of TABLES_WITH_FORM_ID) {
    if (!(await db.connection().schema.hasTable(table))) continue
    const [count] = await db
      .from(table)
      .whereIn(
        'form_id',
        hiddenForms(w).map((form) => form.id)
      )
      .count('* as total')
    related[table] = Number(count.total)
  }
  const collectives = await db
    .from('collectives')
    .whereIn('id', [w.mixed.id, w.signedMixed.id])
    .select('id', 'signed_at', 'signature_path')
    .orderBy('id')
  return JSON.stringify({ forms, related, collectives })
}

async function ask(client: any, user: User, probe: Probe) {
  const request = client[probe.method](probe.url)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .redirects(0)
  return probe.body ? request.json(probe.body) : request
}

test.group('Object-level authorization over every route that names a form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(120_000)

  test('every staff route says whether it names a form', ({ assert }) => {
    const names = [...new Set(staffRoutes().map((route) => route.name))]
    const undeclared = names.filter(
      (name) => !(name in NAMES_A_FORM) && !NAMES_NO_FORM.has(name) && !adminOnly(name)
    )
    assert.deepEqual(undeclared, [], 'add these routes to NAMES_A_FORM or NAMES_NO_FORM')
    const stale = [...Object.keys(NAMES_A_FORM), ...NAMES_NO_FORM].filter(
      (name) => !names.includes(name)
    )
    assert.deepEqual(stale, [], 'these routes no longer exist')
  })

  test('a user who may not see a form is refused with nothing of it, and nothing changes', async ({
    client,
    assert,
  }) => {
    /** Every failing probe is listed, not only the first. */
    const failures: string[] = []
    for (const [name, probes] of Object.entries(NAMES_A_FORM)) {
      let w = await world()
      const count = probes(w).length
      for (let index = 0; index < count; index++) {
        if (index > 0) w = await world()
        const probe = probes(w)[index]
        const before = await snapshot(w)
        const response = await ask(client, w.user, probe)
        const where = `${name}: ${probe.method.toUpperCase()} ${probe.url}`
        const status = response.status() as number
        const notice = response.flashMessages()?.notification as { type: string } | undefined
        const refused = status >= 400 || (status === 302 && notice?.type === 'error')
        if (status >= 500) failures.push(`${where} answered ${status}`)
        else if (probe.answer !== 'listed' && !refused) failures.push(`${where} was not refused`)
        const body = response.text() as string
        const leaked = secrets(w).filter((word) => body.includes(word))
        if (leaked.length) failures.push(`${where} showed ${leaked.join(', ')}`)
        if ((await snapshot(w)) !== before) failures.push(`${where} changed something`)
      }
    }
    assert.deepEqual(failures, [])
  })

  test('the probes see a leak: an administrator is shown the same credentials', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const admin = await createUser({ isAdmin: true })
    const scan = await ask(client, admin, NAMES_A_FORM['systems.scan'](w)[0])
    assert.include(scan.text(), w.hidden.lastName)
    const page = await ask(client, admin, NAMES_A_FORM['collectives.show'](w)[0])
    assert.include(page.text(), w.hidden.lastName)
    const till = await ask(client, admin, NAMES_A_FORM['restaurant_desk.validate'](w)[0])
    assert.include(till.text(), w.hidden.lastName)
  })
})
