import DefaultPlayer from '#models/default_player'
import type Tournament from '#models/tournament'
import { commonFields } from '#tests/helpers/form_payloads'
import { openTournaments, pdf, photoJpeg } from '#tests/helpers/forms'

let sequence = 0

/** The tennis tournament with the player forms open, and a player on its list. */
export async function playerTournament(
  player: Partial<Pick<DefaultPlayer, 'inQuarterFinals' | 'isSpanish' | 'passport'>> = {}
) {
  const opened = await openTournaments({
    tennis: ['ballboy', 'line', 'volunteer', 'press', 'accreditation', 'player', 'guest'],
  })
  const listed = await listPlayer(opened.tennis, player)
  return { ...opened, player: listed }
}

export async function listPlayer(
  tournament: Tournament,
  player: Partial<Pick<DefaultPlayer, 'inQuarterFinals' | 'isSpanish' | 'passport' | 'tour'>> = {}
) {
  sequence += 1
  return DefaultPlayer.create({
    tournamentId: tournament.id,
    name: 'Carla',
    lastName: `Suárez ${sequence}`,
    tour: 'WTA',
    passport: `PP${100000 + sequence}`,
    inQuarterFinals: false,
    isSpanish: false,
    ...player,
  })
}

/** A valid team member's request for a player (files apart). */
export function teamFields(
  playerId: number,
  countryId: number,
  extra: Record<string, string> = {}
): Record<string, string> {
  const common = commonFields(countryId)
  return {
    name: common.name,
    lastName: common.lastName,
    birthDate: common.birthDate,
    document: common.document,
    idGender: common.idGender,
    idNationality: common.idNationality,
    email: common.email,
    cellPhone: common.cellPhone,
    player: String(playerId),
    draw: 'singles',
    dayPass: 'false',
    role: 'coach',
    acceptPrivacy: common.acceptPrivacy,
    ...extra,
  }
}

/** The member's photo and the player's passport, written once for requests sent at the same time. */
export async function teamFiles() {
  return { image: await photoJpeg('team-photo.jpg'), passport: await pdf('team-passport.pdf') }
}

/**
 * The player form's submit, with the member's photo and the player's passport.
 * Concurrent submits must share `files` made beforehand: rewriting a file
 * while another request streams it makes that upload hang.
 */
export async function submitTeam(
  client: any,
  fields: Record<string, string>,
  locale = 'es',
  files?: { image: string; passport: string }
) {
  const { image, passport } = files ?? (await teamFiles())
  return client
    .post('/forms/jugadores')
    .withCsrfToken()
    .withPlainCookie('locale', locale)
    .redirects(0)
    .fields(fields)
    .file('image', image)
    .file('passportPhoto', passport)
}

/** A guest listed on a team member's request, keyed 1 to 3. */
export function listedGuest(key: number, food = false) {
  return {
    [`has_guest${key}`]: 'true',
    [`guest${key}Name`]: 'Marta',
    [`guest${key}LastName`]: `Invitada ${key}`,
    [`guest${key}Document`]: `G${key}000${sequence}`,
    [`guest${key}Type`]: 'guest',
    [`guest${key}Food`]: food ? 'true' : 'false',
  }
}

/** The path and query of a signed link, as a browser would request it. */
export function relative(link: string) {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** The guest form sent through a signed link's path, with a photo. */
export async function submitGuest(client: any, path: string, countryId: number, extra = {}) {
  const common = commonFields(countryId)
  return client
    .post(path)
    .withCsrfToken()
    .redirects(0)
    .fields({
      name: common.name,
      lastName: common.lastName,
      birthDate: common.birthDate,
      document: common.document,
      idGender: common.idGender,
      idNationality: common.idNationality,
      cellPhone: common.cellPhone,
      guestType: 'coach',
      dayPass: 'false',
      food: 'false',
      acceptPrivacy: common.acceptPrivacy,
      ...extra,
    })
    .file('image', await photoJpeg())
}
