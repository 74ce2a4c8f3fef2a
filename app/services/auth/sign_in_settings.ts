import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import cache from '@adonisjs/cache/services/main'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SIGN_IN_SETTINGS_CACHE_TAG } from '#services/configuration/cache_types'
import env from '#start/env'
import type User from '#models/user'
import { formTypesOf } from '#services/auth/form_access'
import { capabilitiesOf } from '#services/auth/capabilities'
import { sqlTimestamp } from '#support/sql_time'

/**
 * Who must sign in with a second factor: `sensitive` (administrators and
 * whoever may open requests, i.e. ID documents, photos of minors and
 * guardians' data), `everyone`, or `off` (the demo database).
 */
export const SECOND_FACTOR_RULES = ['sensitive', 'everyone', 'off'] as const
export type SecondFactorRule = (typeof SECOND_FACTOR_RULES)[number]

export type SignInSettings = {
  secondFactorRule: SecondFactorRule
  auditRetentionDays: number
  /** Email domains whose single sign-on creates an account (no capability until given). */
  ssoAllowedDomains: string[]
}

function domainsOf(stored: unknown): string[] {
  try {
    const list: unknown = JSON.parse(String(stored ?? '[]'))
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : []
  } catch {
    return []
  }
}

/** A year and a season: long enough to look back on last year's tournament. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400

const ROW_ID = 1

type StoredSettings = {
  second_factor_rule: string
  audit_retention_days: number
  sso_allowed_domains: string | null
} | null

function readRow(client: QueryClientContract): Promise<StoredSettings> {
  return client
    .from('sign_in_settings')
    .where('id', ROW_ID)
    .select('second_factor_rule', 'audit_retention_days', 'sso_allowed_domains')
    .first()
}

/**
 * The installation's settings; without a saved row, the defaults (a live
 * installation's). Read on every staff request (the second-factor rule), so
 * the row comes from the shared cache (decision 0271), dropped on every
 * instance when it is saved; a caller's transaction reads the database.
 */
export async function signInSettings(client?: QueryClientContract): Promise<SignInSettings> {
  const row = client
    ? await readRow(client)
    : await cache.getOrSet({
        key: 'sign_in_settings:row',
        tags: [SIGN_IN_SETTINGS_CACHE_TAG],
        /** A command run in another process (`demo:remove`) reaches a process without the bus within a minute. */
        ttl: '1m',
        factory: async () => (await readRow(db.connection())) ?? null,
      })
  const rule = SECOND_FACTOR_RULES.find((value) => value === row?.second_factor_rule)
  return {
    secondFactorRule: rule ?? env.get('SECOND_FACTOR_DEFAULT'),
    auditRetentionDays: row ? Number(row.audit_retention_days) : DEFAULT_AUDIT_RETENTION_DAYS,
    ssoAllowedDomains: domainsOf(row?.sso_allowed_domains),
  }
}

/** Drops the cached settings on every instance (through the cache's bus). */
export function forgetSignInSettings() {
  return cache.deleteByTag({ tags: [SIGN_IN_SETTINGS_CACHE_TAG] })
}

/** Saves the settings; every instance reads them anew once the caller's transaction commits. */
export async function saveSignInSettings(settings: SignInSettings, client?: QueryClientContract) {
  const values = {
    second_factor_rule: settings.secondFactorRule,
    audit_retention_days: settings.auditRetentionDays,
    sso_allowed_domains: JSON.stringify(settings.ssoAllowedDomains),
    updated_at: sqlTimestamp(DateTime.now()),
  }
  const query = client ?? db
  const updated = await query.from('sign_in_settings').where('id', ROW_ID).update(values)
  if (Number(updated) === 0) await query.table('sign_in_settings').insert({ id: ROW_ID, ...values })
  /** After the commit: a read during the transaction may have cached the old row again. */
  if (client?.isTransaction)
    (client as TransactionClientContract).after('commit', async () => {
      await forgetSignInSettings()
    })
  else await forgetSignInSettings()
}

/**
 * Whether the rule asks this user for a second factor. 'sensitive': every
 * account that opens personal data or photos: an administrator, a reviewer
 * of some form type, any staff capability, a restaurant's till, a door
 * steward, a shift desk's lead.
 */
export async function ruleAppliesTo(rule: SecondFactorRule, user: User) {
  if (rule === 'off') return false
  if (rule === 'everyone') return true
  if (user.isAdmin || formTypesOf(user).length > 0 || capabilitiesOf(user).length > 0) return true
  if (user.restaurantId !== null) return true
  /** Read here (auth sits below doors and rosters): given a zone's doors, or leading a position. */
  const steward = await db.from('zone_stewards').where('user_id', user.id).first()
  if (steward) return true
  return Boolean(await db.from('roster_positions').where('lead_user_id', user.id).first())
}
