import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import OrganisationManager from '#models/organisation_manager'
import Organisation from '#models/organisation'

/** The session key of a signed-in manager: their id and when they signed in. */
const KEY = 'organisation_manager'

/** A portal session lasts a working day; then a new link is needed. */
export const PORTAL_SESSION_HOURS = 12

export function startPortalSession(ctx: HttpContext, manager: OrganisationManager) {
  /** A new session id on sign-in: a session fixed before it learns nothing. */
  ctx.session.regenerate()
  ctx.session.put(KEY, { id: manager.id, at: DateTime.now().toMillis() })
}

export function endPortalSession(ctx: HttpContext) {
  ctx.session.forget(KEY)
}

/**
 * The signed-in manager and their organisation, read again on every request
 * (a manager removed by staff is signed out at once), or null.
 */
export async function portalManager(
  ctx: HttpContext
): Promise<{ manager: OrganisationManager; organisation: Organisation } | null> {
  const stored = ctx.session.get(KEY) as { id?: unknown; at?: unknown } | undefined
  if (!stored || typeof stored.id !== 'number' || typeof stored.at !== 'number') return null
  if (Date.now() - stored.at > PORTAL_SESSION_HOURS * 3_600_000) {
    endPortalSession(ctx)
    return null
  }
  const manager = await OrganisationManager.find(stored.id)
  if (!manager) {
    endPortalSession(ctx)
    return null
  }
  const organisation = await Organisation.findOrFail(manager.organisationId)
  return { manager, organisation }
}
