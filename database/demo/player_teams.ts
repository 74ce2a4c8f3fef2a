import { DateTime } from 'luxon'
import DefaultPlayer from '#models/default_player'
import Form from '#models/form'
import FormLog from '#models/form_log'
import GuestDetail from '#models/guest_detail'
import PlayerDetail from '#models/player_detail'
import Tournament from '#models/tournament'

/** Passport of last year's demo team member, for /forms/jugadores/old (listed in the README). */
export const DEMO_RETURNING_PASSPORT = 'DEMO2025PASS'

const MEMBERS = [
  { name: 'Jorge', lastName: 'Entrenador', role: 'coach', state: 'approved' },
  { name: 'Laura', lastName: 'Fisio', role: 'physio', state: 'waiting' },
  { name: 'Pierre', lastName: 'Préparateur', role: 'trainer', state: 'approved' },
]

async function request(
  tournament: Tournament,
  type: 'player' | 'guest',
  person: { name: string; lastName: string; state: string; document: string }
) {
  const form = await Form.create({
    type,
    category: type,
    tournamentId: tournament.id,
    code: Form.newCode(),
    state: person.state,
    name: person.name,
    lastName: person.lastName,
    document: person.document,
    locale: 'es',
    credits: 0,
    amount: 0,
  })
  await FormLog.create({ formId: form.id, type: 'created', data: '{"source":"demo"}' })
  return form
}

/**
 * Team members and guests for the first players of the list, within their
 * limits, and last year's accredited member who can be found by passport.
 */
export async function seedDemoPlayerTeams(tennis: Tournament) {
  const players = await DefaultPlayer.query()
    .where('tournamentId', tennis.id)
    .orderBy('id')
    .limit(6)
  for (const [index, player] of players.entries()) {
    const playerName = `${player.name} ${player.lastName}`
    for (const [number, member] of MEMBERS.slice(0, 1 + (index % 3)).entries()) {
      const form = await request(tennis, 'player', {
        ...member,
        lastName: `${member.lastName} ${index + 1}`,
        document: `TM${index + 1}${number + 1}00${player.id}`,
      })
      await PlayerDetail.create({
        formId: form.id,
        defaultPlayerId: player.id,
        playerName,
        tour: player.tour,
        draw: 'singles',
        role: member.role,
        dayPass: false,
        assignFood: member.role === 'coach',
      })
    }
    for (let guest = 0; guest < index % 3; guest++) {
      const form = await request(tennis, 'guest', {
        name: 'Invitado',
        lastName: `${player.lastName} ${guest + 1}`,
        state: 'waiting',
        document: `GU${index + 1}${guest + 1}00${player.id}`,
      })
      await GuestDetail.create({
        formId: form.id,
        defaultPlayerId: player.id,
        playerName,
        guestType: guest === 0 ? 'guest' : 'coach',
        dayPass: false,
        reserved: guest === 0,
        assignFood: guest === 0,
        source: 'team',
      })
    }
  }
  await seedLastYearMember(tennis, players[0])
}

async function seedLastYearMember(tennis: Tournament, player: DefaultPlayer | undefined) {
  if (!player) return
  const lastYear = await Tournament.firstOrCreate(
    { sport: 'tennis', year: tennis.year - 1 },
    {
      name: `Open de Tenis ${tennis.year - 1}`,
      startsOn: tennis.startsOn.minus({ years: 1 }),
      endsOn: tennis.endsOn.minus({ years: 1 }),
      isCurrent: false,
      openFormTypes: '[]',
    }
  )
  const lastYearPlayer = await DefaultPlayer.firstOrCreate(
    { tournamentId: lastYear.id, passport: player.passport },
    { name: player.name, lastName: player.lastName, tour: player.tour }
  )
  const form = await request(lastYear, 'player', {
    name: 'Marcos',
    lastName: 'Veterano',
    state: 'approved',
    document: DEMO_RETURNING_PASSPORT,
  })
  form.gender = 'man'
  form.birthDate = DateTime.fromISO('1978-03-14')
  await form.save()
  await PlayerDetail.create({
    formId: form.id,
    defaultPlayerId: lastYearPlayer.id,
    playerName: `${player.name} ${player.lastName}`,
    tour: player.tour,
    draw: 'singles',
    role: 'coach',
    dayPass: false,
    assignFood: true,
  })
}
