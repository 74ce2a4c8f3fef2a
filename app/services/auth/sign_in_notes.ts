import db from '@adonisjs/lucid/services/db'
import { signInSettings } from '#services/auth/sign_in_settings'
import { ssoConfigured, ssoName } from '#services/auth/single_sign_on'

/** The demo's administrator: while it exists the database is a demo database. */
const DEMO_ADMIN = 'admin@demo.test'

/**
 * What the login page tells everyone: on a demo database whose rule is off,
 * that the published accounts sign in with a password alone (a live
 * installation asks administrators for a second factor).
 */
export async function signInPageNotes() {
  const { secondFactorRule } = await signInSettings()
  /** The organiser's provider, when single sign-on is set up: its name on the button. */
  const sso = ssoConfigured() ? ssoName() : null
  if (secondFactorRule !== 'off') return { demoWithoutSecondFactor: false, sso }
  const demo = await db.from('users').where('email', DEMO_ADMIN).select('id').first()
  return { demoWithoutSecondFactor: Boolean(demo), sso }
}
