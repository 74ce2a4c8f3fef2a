import db from '@adonisjs/lucid/services/db'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import Country from '#models/country'
import Permission from '#models/permission'
import Restaurant from '#models/restaurant'
import Tournament from '#models/tournament'
import DefaultPlayer from '#models/default_player'
import Form from '#models/form'
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
]

/**
 * Idempotent demo data for the embedded setup: running it twice changes
 * nothing the second time (every row is matched on a natural key).
 */
export default class MainSeeder extends BaseSeeder {
  static environment = ['development', 'test']

  async run() {
    await this.seedCountries()
    const restaurants = await this.seedRestaurants()
    await this.seedPermissions()
    const tennis = await this.seedTournaments()
    await this.seedDefaultPlayers(tennis)
    for (const { restaurant, ...user } of DEMO_USERS) {
      const existing = await User.findBy('email', user.email)
      if (existing) continue
      await User.create({
        ...user,
        password: DEMO_PASSWORD,
        restaurantId: restaurant ? restaurants[restaurant] : null,
      })
    }
    await this.seedDemoRequests(tennis)
    await this.seedMealBalances()
  }

  /**
   * The tills work on the demo data: approved credentials get their
   * restaurants (the Assign restaurants rules) and, once, 3 meals and 20 €.
   */
  private async seedMealBalances() {
    const { assignRestaurants } = await import('#services/restaurants/assign_restaurants')
    await assignRestaurants()
    await db
      .from('forms')
      .whereIn('id', (assigned) => assigned.from('form_restaurants').select('form_id'))
      .where('credits', 0)
      .where('amount', 0)
      .whereNotExists((used) =>
        used.from('restaurant_logs').whereColumn('restaurant_logs.form_id', 'forms.id')
      )
      .update({ credits: 3, amount: 2000 })
  }

  /** A few hundred generated requests of every type and state, so the staff lists are not empty. */
  private async seedDemoRequests(tennis: Tournament) {
    const [row] = await Form.query().count('* as total')
    if (Number(row.$extras.total) > 0) return
    const { seedDemoPlayerTeams } = await import('#database/demo/player_teams')
    await seedDemoPlayerTeams(tennis)
    const { generateTournamentData } = await import('#database/generators/tournament_data')
    await generateTournamentData({ forms: 300, seed: 2026, fresh: false })
  }

  private async seedCountries() {
    const file = app.makePath('database/data/countries.json')
    const countries: { code: string; es: string; en: string }[] = JSON.parse(
      await readFile(file, 'utf8')
    )
    await Country.updateOrCreateMany(
      'code',
      countries.map(({ code, es, en }) => ({ code, nameEs: es, nameEn: en }))
    )
  }

  private async seedRestaurants() {
    const rows = await Restaurant.updateOrCreateMany('name', [
      { name: 'Restaurante Prensa', kind: 'press' },
      { name: 'Restaurante Jugadores', kind: 'player' },
      { name: 'Restaurante Staff', kind: 'staff' },
    ])
    return Object.fromEntries(rows.map((row) => [row.name, row.id]))
  }

  private async seedPermissions() {
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

  private async seedTournaments() {
    const year = DateTime.now().year
    const tennis = await Tournament.updateOrCreate(
      { sport: 'tennis', year },
      {
        name: `Open de Tenis ${year}`,
        startsOn: DateTime.fromObject({ year, month: 4, day: 21 }),
        endsOn: DateTime.fromObject({ year, month: 5, day: 4 }),
        pressStartsOn: DateTime.fromObject({ year, month: 4, day: 21 }),
        pressEndsOn: DateTime.fromObject({ year, month: 5, day: 4 }),
        /** Dates a request may ask for (validity, days): the qualifying week to the final. */
        formsOpenOn: DateTime.fromObject({ year, month: 4, day: 14 }),
        formsCloseOn: DateTime.fromObject({ year, month: 5, day: 4 }),
        playersOpen: true,
        openFormTypes: JSON.stringify(formTypesOfSport('tennis')),
      }
    )
    const golf = await Tournament.updateOrCreate(
      { sport: 'golf', year },
      {
        name: `Open de Golf ${year}`,
        startsOn: DateTime.fromObject({ year, month: 10, day: 26 }),
        endsOn: DateTime.fromObject({ year, month: 10, day: 29 }),
        pressStartsOn: DateTime.fromObject({ year, month: 10, day: 26 }),
        pressEndsOn: DateTime.fromObject({ year, month: 10, day: 29 }),
        formsOpenOn: DateTime.fromObject({ year, month: 10, day: 20 }),
        formsCloseOn: DateTime.fromObject({ year, month: 10, day: 29 }),
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
    return tennis
  }

  /** The players expected at this year's tennis tournament (20 WTA, 20 ATP), matched on passport. */
  private async seedDefaultPlayers(tennis: Tournament) {
    const file = app.makePath('database/data/default_players.json')
    const players: {
      tour: 'WTA' | 'ATP'
      name: string
      lastName: string
      country: string
      passport: string
      spanish?: boolean
      quarterFinals?: boolean
    }[] = JSON.parse(await readFile(file, 'utf8'))
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
}
