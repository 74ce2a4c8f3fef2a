import fc from 'fast-check'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import Permission from '#models/permission'
import { fieldsOf } from '#forms/definition'
import { formType } from '#forms/registry'
import { openTournaments } from '#tests/helpers/forms'
import { everyPublicType, publicPath } from '#tests/helpers/form_payloads'
import Tournament from '#models/tournament'
import DefaultPlayer from '#models/default_player'
import { createUser } from '#tests/helpers/users'
import { hostileBody, MARKER } from '#tests/helpers/hostile_input'

/**
 * Inputs per endpoint. CI splits the 1000 between its two passes, each from
 * its own random seed: 450 on SQLite, 550 on PostgreSQL (decision 0100).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)

type Endpoint = {
  method: 'post' | 'put'
  url: (ids: { user: number; permission: number; tournament: number; player: number }) => string
  fields: string[]
  /** Tables whose row counts must not change when the input is refused. */
  tables: string[]
  asAdmin?: boolean
}

/** Each public form, with every field its registry definition names. */
const PUBLIC_FORM_ENDPOINTS: Record<string, Endpoint> = Object.fromEntries(
  everyPublicType()
    .map((type) => [type, publicPath(type)] as const)
    .map(([type, path]) => [
      `public ${type} form`,
      {
        method: 'post',
        url: () => path,
        fields: [...fieldsOf(formType(type)!).map((field) => field.name), 'submissionKey'],
        tables: ['forms', 'form_logs'],
      },
    ])
)

const TOURNAMENT_FIELDS = [
  'sport',
  'year',
  'name',
  'startsOn',
  'endsOn',
  'pressStartsOn',
  'pressEndsOn',
  'formsOpenOn',
  'formsCloseOn',
  'isCurrent',
  'playersOpen',
  'openFormTypes',
]
const PLAYER_FIELDS = [
  'tournamentId',
  'name',
  'lastName',
  'tour',
  'nationalityId',
  'passport',
  'inQuarterFinals',
  'isSpanish',
]

/** Every endpoint that takes input. */
const ENDPOINTS: Record<string, Endpoint> = {
  ...PUBLIC_FORM_ENDPOINTS,
  'public player form': {
    method: 'post',
    url: () => '/forms/jugadores',
    fields: [...fieldsOf(formType('player')!).map((field) => field.name), 'submissionKey'],
    tables: ['forms', 'form_logs', 'player_details', 'guest_details'],
  },
  'returning player lookup': {
    method: 'post',
    url: () => '/forms/jugadores/old/search',
    fields: ['passport'],
    tables: ['forms'],
  },
  'assign team members': {
    method: 'post',
    url: () => '/merchant/mform/player/assign',
    fields: ['ids', 'player'],
    tables: ['form_logs'],
    asAdmin: true,
  },
  'staff guest for a player': {
    method: 'post',
    url: ({ player }) => `/merchant/mform/player/${player}/guest`,
    fields: fieldsOf(formType('guest')!).map((field) => field.name),
    tables: ['forms', 'guest_details'],
    asAdmin: true,
  },
  'login': {
    method: 'post',
    url: () => '/merchant/login',
    fields: ['email', 'password', 'remember'],
    tables: ['users', 'remember_me_tokens'],
  },
  'forgot password': {
    method: 'post',
    url: () => '/merchant/forgot-password',
    fields: ['email'],
    tables: ['password_reset_tokens'],
  },
  'reset password': {
    method: 'post',
    url: () => '/merchant/reset-password/some-token?signature=forged',
    fields: ['password', 'passwordConfirmation'],
    tables: ['password_reset_tokens'],
  },
  'create user': {
    method: 'post',
    url: () => '/merchant/user',
    fields: [
      'name',
      'lastName',
      'email',
      'password',
      'canEdit',
      'isAdmin',
      'restaurantId',
      'formTypes',
    ],
    tables: ['users'],
    asAdmin: true,
  },
  'update user': {
    method: 'put',
    url: ({ user }) => `/merchant/user/${user}`,
    fields: [
      'name',
      'lastName',
      'email',
      'password',
      'canEdit',
      'isAdmin',
      'restaurantId',
      'formTypes',
    ],
    tables: ['users'],
    asAdmin: true,
  },
  'create permission': {
    method: 'post',
    url: () => '/merchant/permission',
    fields: ['name', 'flags'],
    tables: ['permissions'],
    asAdmin: true,
  },
  'update permission': {
    method: 'put',
    url: ({ permission }) => `/merchant/permission/${permission}`,
    fields: ['name', 'flags'],
    tables: ['permissions'],
    asAdmin: true,
  },
  'create tournament': {
    method: 'post',
    url: () => '/merchant/tournament',
    fields: TOURNAMENT_FIELDS,
    tables: ['tournaments'],
    asAdmin: true,
  },
  'update tournament': {
    method: 'put',
    url: ({ tournament }) => `/merchant/tournament/${tournament}`,
    fields: TOURNAMENT_FIELDS,
    tables: ['tournaments'],
    asAdmin: true,
  },
  'create default player': {
    method: 'post',
    url: () => '/merchant/default-player',
    fields: PLAYER_FIELDS,
    tables: ['default_players'],
    asAdmin: true,
  },
  'update default player': {
    method: 'put',
    url: ({ player }) => `/merchant/default-player/${player}`,
    fields: PLAYER_FIELDS,
    tables: ['default_players'],
    asAdmin: true,
  },
}

async function counts(tables: string[]) {
  const rows = await Promise.all(tables.map((table) => db.from(table).count('* as total').first()))
  return rows.map((row) => Number(row.total))
}

test.group('Hostile inputs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(180_000)

  for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
    test(`${name}: ${RUNS} generated inputs, never a 500, nothing stored when refused, nothing echoed raw`, async ({
      client,
      assert,
    }) => {
      await openTournaments({
        tennis: ['ballboy', 'line', 'volunteer', 'press', 'accreditation', 'player', 'guest'],
      })
      const admin = await createUser({ isAdmin: true })
      const { id: permission } = await Permission.create({ name: `fuzz-${admin.id}`, flags: '{}' })
      const tournament = await Tournament.create({
        sport: 'golf',
        year: 2050 + (admin.id % 50),
        name: `fuzz-${admin.id}`,
        startsOn: DateTime.fromISO('2030-10-20'),
        endsOn: DateTime.fromISO('2030-10-23'),
      })
      const player = await DefaultPlayer.create({
        tournamentId: tournament.id,
        name: 'Fuzz',
        lastName: `Player ${admin.id}`,
        tour: 'ATP',
      })
      const url = endpoint.url({
        user: admin.id,
        permission,
        tournament: tournament.id,
        player: player.id,
      })

      await fc.assert(
        fc.asyncProperty(hostileBody(endpoint.fields), fc.boolean(), async (body, asJson) => {
          /** The rate limits have their own tests; here every input must reach the handler. */
          await limiter.clear()
          const before = await counts(endpoint.tables)
          let request = client[endpoint.method](url).withCsrfToken().redirects(0)
          if (endpoint.asAdmin) request = request.loginAs(admin)
          request = asJson
            ? request.json(body).header('accept', 'application/json')
            : request.form(body as any)
          const response = await request

          assert.isBelow(response.status(), 500, JSON.stringify(body).slice(0, 300))
          if ([400, 422, 429].includes(response.status())) {
            assert.deepEqual(await counts(endpoint.tables), before, 'a refused input changed data')
          }
          if (String(response.header('content-type')).includes('text/html')) {
            assert.notInclude(response.text(), MARKER)
          }
        }),
        /** Shrinking is useless once a failed query aborted the test transaction: report the first failure. */
        { numRuns: RUNS, endOnFailure: true }
      )
    })
  }
})
