import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'
import type User from '#models/user'
import { formTypesOf } from '#services/auth/form_access'
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

/** The installation's settings; without a saved row, the defaults (a live installation's). */
export async function signInSettings(client?: QueryClientContract): Promise<SignInSettings> {
  const row = await (client ?? db).from('sign_in_settings').where('id', ROW_ID).first()
  const rule = SECOND_FACTOR_RULES.find((value) => value === row?.second_factor_rule)
  return {
    secondFactorRule: rule ?? env.get('SECOND_FACTOR_DEFAULT'),
    auditRetentionDays: row ? Number(row.audit_retention_days) : DEFAULT_AUDIT_RETENTION_DAYS,
    ssoAllowedDomains: domainsOf(row?.sso_allowed_domains),
  }
}

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
}

/** Whether the rule asks this user for a second factor. */
export function ruleAppliesTo(rule: SecondFactorRule, user: User) {
  if (rule === 'off') return false
  if (rule === 'everyone') return true
  return user.isAdmin || formTypesOf(user).length > 0
}
