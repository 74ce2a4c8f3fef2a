import db from '@adonisjs/lucid/services/db'

/** A print station of a tournament, as staff create it. */
export async function createStation(tournamentId: number, name: string) {
  const [row] = await db
    .table('print_stations')
    .insert({ tournament_id: tournamentId, name, created_at: new Date() })
    .returning('id')
  return Number(typeof row === 'object' ? row.id : row)
}

/** A JSON POST by a signed-in staff member, answered in English (the station pages' calls). */
export function postAs(client: any, user: any, url: string, body: object = {}) {
  return client
    .post(url)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .json(body)
}

/** Two station pages' tokens (each page keeps one in the browser). */
export const TOKEN_A = 'station-a-0123456789abcdef'
export const TOKEN_B = 'station-b-0123456789abcdef'

/** A station page asking for work. */
export const claim = (client: any, user: any, station: number, token: string) =>
  postAs(client, user, `/merchant/print-stations/${station}/claim`, { token })

/** A station page confirming the card it holds was printed. */
export const confirm = (client: any, user: any, station: number, job: number, token: string) =>
  postAs(client, user, `/merchant/print-stations/${station}/jobs/${job}/confirm`, { token })

/**
 * A station page asks for work every two seconds: it leaves for a blank page
 * and its last request is given time to end before the test's transaction is
 * rolled back under it.
 */
export async function leaveStation(page: any) {
  await page.goto('about:blank')
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
