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

/**
 * A station page asks for work every two seconds: it leaves for a blank page
 * and its last request is given time to end before the test's transaction is
 * rolled back under it.
 */
export async function leaveStation(page: any) {
  await page.goto('about:blank')
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
