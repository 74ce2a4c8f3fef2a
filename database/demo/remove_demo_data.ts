import { rebuildTallies } from '#support/report_tallies'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DEMO_SOURCES, DEMO_USERS, demoPlayers } from '#database/demo/demo_data'
import { saveSignInSettings, signInSettings } from '#services/auth/sign_in_settings'
import { DEMO_PARTNER_EMAIL } from '#database/demo/demo_partners'

/** Where made-up staff log in: the demo accounts and db:generate's staff. */
const MADE_UP_DOMAINS = ['@demo.test', '@generated.test']
/** The generator's shared photos and documents on the private disk. */
const GENERATED_FILES = 'forms/generated'
/** The demo's sponsor strips (`badge_designs.ts`). */
const DEMO_IMAGES = 'badge-images/demo-%'
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
 * its requests with their details, logs, balances and files, the demo
 * list's players, and its badge designs with their images. Tournaments,
 * restaurants, print stations and permission templates stay as the
 * organiser's starting configuration. Refused while no administrator of the
 * organiser's own (not banned) exists: removing the demo admin would lock
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
    const images = await removeDemoDesigns(trx)
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
    return { accounts, requests, players, images }
  })
  await drive.use().deleteAll(GENERATED_FILES)
  for (const path of result.images) await drive.use().delete(path)
  return {
    removed: true,
    accounts: result.accounts,
    requests: result.requests,
    players: result.players,
  }
}

/**
 * The demo's badge designs: the templates whose every version a made-up
 * account saved, then the demo's sponsor strips no version still shows (an
 * organiser's version on top of a demo design keeps its images). Returns the
 * image files to delete once the rows are gone.
 */
async function removeDemoDesigns(trx: TransactionClientContract): Promise<string[]> {
  const madeUp = trx
    .from('users')
    .where((query) => madeUpAccounts(query))
    .select('id')
  await trx
    .from('badge_templates')
    .whereNotExists((own) =>
      own
        .from('badge_template_versions')
        .whereColumn('badge_template_versions.template_id', 'badge_templates.id')
        .where((saved) =>
          saved
            .whereNull('badge_template_versions.created_by')
            .orWhereNotIn('badge_template_versions.created_by', madeUp)
        )
    )
    .delete()
  const rows = await trx
    .from('badge_images')
    .whereLike('path', DEMO_IMAGES)
    .whereNotExists((shown) =>
      shown
        .from('badge_version_images')
        .whereColumn('badge_version_images.image_id', 'badge_images.id')
    )
    .select('id', 'path')
  await trx
    .from('badge_images')
    .whereIn(
      'id',
      rows.map((row) => row.id)
    )
    .delete()
  return rows.map((row) => String(row.path))
}
