import type Tournament from '#models/tournament'
import RosterPosition from '#models/roster_position'
import RosterShift from '#models/roster_shift'
import { accreditationDays } from '#services/rosters/roster_days'
import { runAssignment } from '#services/rosters/run_assignment'
import { publishRoster } from '#services/rosters/publish_roster'

type DemoPosition = {
  name: string
  formTypes: string[]
  preference?: string
  shifts: [string, string][]
  min: number
  max: number
  languages?: string[]
  adultsOnly?: boolean
}

const TENNIS: DemoPosition[] = [
  {
    name: 'Punto de información',
    formTypes: ['volunteer'],
    shifts: [
      ['10:00', '16:00'],
      ['15:30', '22:00'],
    ],
    min: 1,
    max: 3,
  },
  {
    name: 'Centro de prensa',
    formTypes: ['volunteer'],
    shifts: [
      ['10:00', '16:00'],
      ['15:30', '22:00'],
    ],
    min: 1,
    max: 2,
    languages: ['english', 'french'],
  },
  { name: 'Parking', formTypes: ['volunteer'], shifts: [['10:00', '16:00']], min: 0, max: 2 },
  {
    name: 'Pista central · recogepelotas',
    formTypes: ['ballboy'],
    shifts: [
      ['10:00', '16:00'],
      ['15:00', '21:00'],
    ],
    min: 1,
    max: 4,
  },
  {
    name: 'Pista 3 · recogepelotas',
    formTypes: ['ballboy'],
    shifts: [['10:00', '16:00']],
    min: 0,
    max: 3,
  },
  {
    name: 'Silla pista 1',
    formTypes: ['line'],
    shifts: [
      ['10:00', '16:00'],
      ['15:30', '22:00'],
    ],
    min: 1,
    max: 2,
    adultsOnly: true,
  },
]

const GOLF: DemoPosition[] = [
  {
    name: 'Marshal hoyo 1',
    formTypes: ['gvolunteer'],
    preference: 'marshal',
    shifts: [
      ['07:00', '13:30'],
      ['13:00', '19:00'],
    ],
    min: 1,
    max: 3,
  },
  {
    name: 'Scorer',
    formTypes: ['gvolunteer'],
    preference: 'scorer',
    shifts: [
      ['07:00', '13:30'],
      ['13:00', '19:00'],
    ],
    min: 1,
    max: 2,
  },
  {
    name: 'Hospitality',
    formTypes: ['gvolunteer'],
    preference: 'hospitality',
    shifts: [['13:00', '19:00']],
    min: 0,
    max: 2,
  },
  {
    name: 'Centro de medios',
    formTypes: ['gvolunteer'],
    preference: 'media_centre',
    shifts: [['07:00', '13:30']],
    min: 0,
    max: 2,
    languages: ['english'],
  },
]

async function seedPositions(tournament: Tournament, positions: DemoPosition[]) {
  for (const demo of positions) {
    const position = await RosterPosition.create({
      tournamentId: tournament.id,
      name: demo.name,
      formTypes: JSON.stringify(demo.formTypes),
      preference: demo.preference ?? null,
    })
    await RosterShift.createMany(
      accreditationDays(tournament).flatMap((day) =>
        demo.shifts.map(([startsAt, endsAt]) => ({
          tournamentId: tournament.id,
          positionId: position.id,
          day,
          startsAt,
          endsAt,
          minHeadcount: demo.min,
          maxHeadcount: demo.max,
          languages: JSON.stringify(demo.languages ?? []),
          adultsOnly: demo.adultsOnly ?? false,
        }))
      )
    )
  }
}

/**
 * Positions and shifts of both demo tournaments, the assignment run on
 * their accepted volunteers, ball kids and umpires, and the roster
 * published (without mailing the demo people).
 */
export async function seedDemoRosters(tournaments: { tennis: Tournament; golf: Tournament }) {
  await seedPositions(tournaments.tennis, TENNIS)
  await seedPositions(tournaments.golf, GOLF)
  for (const tournament of [tournaments.tennis, tournaments.golf]) {
    const solved = await runAssignment(tournament)
    if (solved.ok) await publishRoster(tournament, { mail: false })
  }
}
