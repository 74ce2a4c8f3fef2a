import db from '@adonisjs/lucid/services/db'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import Country from '#models/country'
import Permission from '#models/permission'
import Restaurant from '#models/restaurant'
import Tournament from '#models/tournament'
import DefaultPlayer from '#models/default_player'
import { formTypeSlugs, formTypesOfSport } from '#forms/registry'

/** Demo accounts, listed in the README. Never seeded in production. */
export const DEMO_PASSWORD = 'demo-password-2026'
export const DEMO_USERS = [
  { email: 'admin@demo.test', name: 'Ana', lastName: 'Admin', isAdmin: true },
  {
    email: 'revisor@demo.test',
    name: 'Rafael',
    lastName: 'Revisor',
    canCreate: true,
    canEdit: true,
    formTypes: JSON.stringify(formTypesOfSport('tennis')),
  },
  {
    email: 'impresion@demo.test',
    name: 'Inés',
    lastName: 'Impresión',
    canPrint: true,
    canToppanel: true,
    formTypes: JSON.stringify(formTypeSlugs()),
  },
  {
    email: 'accesos@demo.test',
    name: 'Álvaro',
    lastName: 'Accesos',
    canRfid: true,
    canToppanel: true,
    formTypes: JSON.stringify(formTypeSlugs()),
  },
  {
    email: 'restaurante@demo.test',
    name: 'Rosa',
    lastName: 'Restaurante',
    restaurant: 'Restaurante Staff',
  },
  /** Given the press rooms and the players' area (seedDemoZones). */
  { email: 'puerta@demo.test', name: 'Pablo', lastName: 'Puerta' },
]

/** What the `created` log of a made-up request says (demo teams, generated requests). */
export const DEMO_SOURCES = ['{"source":"demo"}', '{"source":"generated"}']

/**
 * A database nobody has used yet: no staff account, no tournament, no
 * request. The demo data goes into such a database only, so a restart never
 * touches what the organiser changed.
 */
export async function isNewDatabase() {
  for (const table of ['users', 'tournaments', 'forms']) {
    if (await db.from(table).select('id').first()) return false
  }
  return true
}

/** The country list every form's nationality is picked from: missing ones added, none changed. */
export async function seedCountries() {
  const file = app.makePath('database/data/countries.json')
  const countries: { code: string; es: string; en: string }[] = JSON.parse(
    await readFile(file, 'utf8')
  )
  const stored = await db.from('countries').select('code')
  const known = new Set(stored.map((row) => row.code))
  const missing = countries.filter(({ code }) => !known.has(code))
  if (missing.length === 0) return
  await Country.createMany(missing.map(({ code, es, en }) => ({ code, nameEs: es, nameEn: en })))
}

/**
 * The demo: accounts, restaurants, permission templates, this year's
 * tournaments with their players, team members and a few hundred generated
 * requests, and the tills' meal balances. Loaded once, into a new database.
 */
export async function loadDemoData() {
  await seedCountries()
  const restaurants = await seedRestaurants()
  await seedPermissions()
  const tournaments = await seedTournaments()
  await seedRejectionReasons(Object.values(tournaments))
  const { tennis } = tournaments
  await seedDefaultPlayers(tennis)
  const staff: User[] = []
  for (const { restaurant, ...user } of DEMO_USERS) {
    staff.push(
      await User.create({
        ...user,
        password: DEMO_PASSWORD,
        restaurantId: restaurant ? restaurants[restaurant] : null,
      })
    )
  }
  const steward = staff.find((user) => user.email === 'puerta@demo.test')!
  const { seedDemoZones } = await import('#database/demo/demo_zones')
  await seedDemoZones(tournaments, steward)
  /** The door steward handles no request: the generated logs name the others. */
  const staffIds = staff.filter((user) => user !== steward).map((user) => user.id)
  const { seedDemoPlayerTeams } = await import('#database/demo/player_teams')
  await seedDemoPlayerTeams(tennis)
  const { seedDemoOrganisations } = await import('#database/demo/organisations')
  await seedDemoOrganisations(tournaments)
  /** The demo accounts review, print and hand out the generated requests: no other account is made. */
  const { generateTournamentData } = await import('#database/generators/tournament_data')
  await generateTournamentData({ forms: 300, seed: 2026, fresh: false, staffIds })
  await seedMealBalances()
  const { seedBadgeDesigns } = await import('#database/demo/badge_designs')
  await seedBadgeDesigns(Object.values(tournaments), staff[0].id)
  const { seedDemoRosters } = await import('#database/demo/demo_rosters')
  await seedDemoRosters(tournaments)
  const { seedDemoHistory } = await import('#database/demo/demo_history')
  await seedDemoHistory()
  const { seedDemoPartner } = await import('#database/demo/demo_partners')
  await seedDemoPartner(tennis)
  await seedSignInRule()
}

/**
 * The published accounts sign in with a password alone (the login page says
 * so): a newcomer's first look is not blocked. `demo:remove` turns the
 * second-factor rule back on.
 */
async function seedSignInRule() {
  const { saveSignInSettings, signInSettings } = await import('#services/auth/sign_in_settings')
  await saveSignInSettings({ ...(await signInSettings()), secondFactorRule: 'off' })
}

/**
 * The tills work on the demo data: approved credentials get their
 * restaurants (the Assign restaurants rules) and, when they have none, 3 meals and 20 €.
 */
async function seedMealBalances() {
  const { assignRestaurants } = await import('#services/restaurants/assign_restaurants')
  await assignRestaurants()
  await db
    .from('forms')
    .whereIn('id', (assigned) => assigned.from('form_restaurants').select('form_id'))
    .where('credits', 0)
    .where('amount', 0)
    .update({ credits: 3, amount: 2000 })
}

/** The reasons staff pick when they reject, in both languages, so the reject dialogs offer them. */
export const DEMO_REJECTION_REASONS = [
  { id: 'late', es: 'La solicitud llegó fuera de plazo', en: 'The request arrived too late' },
  { id: 'photo', es: 'La foto no cumple las normas', en: 'The photo does not meet the rules' },
  {
    id: 'document',
    es: 'El documento de identidad no es legible',
    en: 'The identity document cannot be read',
  },
  { id: 'full', es: 'No quedan plazas en esta categoría', en: 'This category has no places left' },
]

async function seedRejectionReasons(tournaments: Tournament[]) {
  const { saveMailSettings } = await import('#services/applicants/mail_settings')
  for (const tournament of tournaments) {
    await saveMailSettings(tournament.id, {
      decisionMails: true,
      approvedTexts: {},
      reasons: DEMO_REJECTION_REASONS,
    })
  }
}

async function seedRestaurants() {
  const rows = await Restaurant.updateOrCreateMany('name', [
    { name: 'Restaurante Prensa', kind: 'press' },
    { name: 'Restaurante Jugadores', kind: 'player' },
    { name: 'Restaurante Staff', kind: 'staff' },
  ])
  return Object.fromEntries(rows.map((row) => [row.name, row.id]))
}

export async function seedPermissions() {
  await Permission.updateOrCreateMany('name', [
    {
      name: 'Todas las zonas',
      flags: JSON.stringify({ central: 1, pistas: 1, vestuarios: 1, prensa: 1, parking: 1 }),
    },
    {
      name: 'Pistas',
      flags: JSON.stringify({ central: 1, pistas: 1, vestuarios: 0, prensa: 0, parking: 0 }),
    },
    {
      name: 'Prensa',
      flags: JSON.stringify({
        central: 1,
        pistas: 0,
        vestuarios: 0,
        prensa: 1,
        parking: 0,
        tribuna: 'P1',
      }),
    },
    {
      name: 'Voluntariado',
      flags: JSON.stringify({ central: 0, pistas: 1, vestuarios: 0, prensa: 0, parking: 0 }),
    },
  ])
}

/**
 * The upcoming tennis and golf tournaments, dated from the day the demo is
 * loaded: their public forms take requests from two weeks ago until their
 * last day, tennis starts in four weeks and golf in eight, so every window
 * (forms, changes, accreditation, retention) is open on a newcomer's first day.
 */
export async function seedTournaments(today = DateTime.now().startOf('day')) {
  const formsOpenOn = today.minus({ days: 14 })
  const tennisStarts = today.plus({ weeks: 4 })
  const tennisEnds = tennisStarts.plus({ days: 13 })
  const tennis = await Tournament.updateOrCreate(
    { sport: 'tennis', year: tennisStarts.year },
    {
      name: `Open de Tenis ${tennisStarts.year}`,
      startsOn: tennisStarts,
      endsOn: tennisEnds,
      pressStartsOn: tennisStarts,
      pressEndsOn: tennisEnds,
      formsOpenOn,
      formsCloseOn: tennisEnds,
      playersOpen: true,
      openFormTypes: JSON.stringify(formTypesOfSport('tennis')),
    }
  )
  const golfStarts = today.plus({ weeks: 8 })
  const golfEnds = golfStarts.plus({ days: 3 })
  const golf = await Tournament.updateOrCreate(
    { sport: 'golf', year: golfStarts.year },
    {
      name: `Open de Golf ${golfStarts.year}`,
      startsOn: golfStarts,
      endsOn: golfEnds,
      pressStartsOn: golfStarts,
      pressEndsOn: golfEnds,
      formsOpenOn,
      formsCloseOn: golfEnds,
      openFormTypes: JSON.stringify(formTypesOfSport('golf')),
    }
  )
  /** Exactly one current tournament per sport: this year's. */
  for (const tournament of [tennis, golf]) {
    await Tournament.query()
      .where('sport', tournament.sport)
      .whereNot('id', tournament.id)
      .update({ isCurrent: false })
    tournament.isCurrent = true
    await tournament.save()
  }
  return { tennis, golf }
}

type DemoPlayer = {
  tour: 'WTA' | 'ATP'
  name: string
  lastName: string
  country: string
  passport: string
  spanish?: boolean
  quarterFinals?: boolean
}

/** The made-up players of the demo list (database/data/default_players.json). */
export async function demoPlayers(): Promise<DemoPlayer[]> {
  const file = app.makePath('database/data/default_players.json')
  return JSON.parse(await readFile(file, 'utf8'))
}

/** The players expected at this year's tennis tournament (20 WTA, 20 ATP), matched on passport. */
async function seedDefaultPlayers(tennis: Tournament) {
  const players = await demoPlayers()
  const countries = await Country.query().whereIn(
    'code',
    players.map((player) => player.country)
  )
  const countryId = Object.fromEntries(countries.map((country) => [country.code, country.id]))
  await DefaultPlayer.updateOrCreateMany(
    ['tournamentId', 'passport'],
    players.map((player) => ({
      tournamentId: tennis.id,
      name: player.name,
      lastName: player.lastName,
      tour: player.tour,
      nationalityId: countryId[player.country] ?? null,
      passport: player.passport,
      isSpanish: player.spanish ?? false,
      inQuarterFinals: player.quarterFinals ?? false,
    }))
  )
}
