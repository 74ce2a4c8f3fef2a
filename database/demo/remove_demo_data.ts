import { rebuildTallies } from '#support/report_tallies'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DEMO_SOURCES, DEMO_USERS, demoPlayers } from '#database/demo/demo_data'
import { saveSignInSettings, signInSettings } from '#services/auth/sign_in_settings'
import { DEMO_PARTNER_EMAIL } from '#database/demo/demo_partners'

/** Where made-up staff log in: the demo accounts and db:generate's staff. */
const MADE_UP_DOMAINS = ['@demo.test', '@generated.test']
/** The generator's shared photos and documents on the private disk. */
const GENERATED_FILES = 'forms/generated'
const CHUNK = 500

export type DemoRemoval =
  | { removed: true; accounts: number; requests: number; players: number }
  | { removed: false; reason: 'no_own_admin' }

function madeUpAccounts(query: any) {
  query.whereIn(
    'email',
    DEMO_USERS.map((user) => user.email)
  )
  for (const domain of MADE_UP_DOMAINS) query.orWhere('email', 'like', `%${domain}`)
}

/**
 * Removes what the demo made up: its staff accounts (and db:generate's),
 * its requests with their details, logs, balances and files, and the demo
 * list's players. Tournaments, restaurants and permission templates stay as
 * the organiser's starting configuration. Refused while no administrator of
 * the organiser's own (not banned) exists: removing the demo admin would lock
 * everyone out.
 */
export async function removeDemoData(): Promise<DemoRemoval> {
  const ownAdmin = await db
    .from('users')
    .where('is_admin', true)
    .where('is_banned', false)
    .whereNot((query) => madeUpAccounts(query))
    .first()
  if (!ownAdmin) return { removed: false, reason: 'no_own_admin' }

  const made = await db
    .from('form_logs')
    .where('type', 'created')
    .whereIn('data', DEMO_SOURCES)
    .distinct('form_id')
  const ids = made.map((row) => Number(row.form_id))
  const listed = await demoPlayers()
  const passports = listed.map((player) => player.passport)

  const result = await db.transaction(async (trx) => {
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK)
      /** A request that points at a demo request as its parent keeps standing without it. */
      await trx.from('forms').whereIn('parent_form_id', chunk).update({ parent_form_id: null })
    }
    let requests = 0
    for (let start = 0; start < ids.length; start += CHUNK) {
      requests += Number(
        await trx
          .from('forms')
          .whereIn('id', ids.slice(start, start + CHUNK))
          .delete()
      )
    }
    const players = Number(
      await trx.from('default_players').whereIn('passport', passports).delete()
    )
    const accounts = Number(
      await trx
        .from('users')
        .where((query) => madeUpAccounts(query))
        .delete()
    )
    /** Going live: administrators and whoever opens requests sign in with a second factor. */
    const settings = await signInSettings(trx)
    if (settings.secondFactorRule === 'off') {
      await saveSignInSettings({ ...settings, secondFactorRule: 'sensitive' }, trx)
    }
    /** Their decisions, prints, meals and passages went with them: the reports count what is left. */
    await rebuildTallies(trx)
    /** The demo partner (its tokens and endpoints go with it): its printed token stops working. */
    await trx.from('partners').where('contact_email', DEMO_PARTNER_EMAIL).delete()
    return { accounts, requests, players }
  })
  await drive.use().deleteAll(GENERATED_FILES)
  return { removed: true, ...result }
}
