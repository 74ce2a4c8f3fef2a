import type { HttpContext } from '@adonisjs/core/http'
import type Form from '#models/form'
import { logAccess } from '#services/auth/access_log'
import type { FormLookup } from '#services/auth/form_access'

/**
 * The form a route named, when the user may see it; otherwise null, and the
 * caller answers as for a form that does not exist, so a refusal holds
 * nothing of it. A form outside the user's scope is logged as a refused
 * access (the line names the route, not the form's holder).
 */
export async function seenForm(
  ctx: HttpContext,
  lookup: FormLookup | Promise<FormLookup>
): Promise<Form | null> {
  const found = await lookup
  if (found.hidden) logAccess(ctx, 'forbidden', { reason: 'form outside the user scope' })
  return found.form
}
