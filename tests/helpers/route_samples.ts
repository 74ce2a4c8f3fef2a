import router from '@adonisjs/core/services/router'

/** Route parameters that reach the handler: a registry form type, an export's uuid, and 1 for ids. */
const SAMPLE_PARAMS: Record<string, string> = {
  type: 'press',
  document: 'manual',
  file: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  action: 'block',
  nonce: 'n'.repeat(32),
}

/** A concrete URL for a route pattern, so route-walking tests hit real handlers. */
export function sampleUrl(pattern: string) {
  if (pattern.endsWith('/tutors')) return pattern.replace(':type', 'ballboy')
  /** Player-team routes accept only their own type. */
  if (pattern.endsWith('/links')) return pattern.replace(':type', 'guest')
  if (pattern.endsWith('/assign') || pattern.endsWith('/:id/guest')) {
    return pattern.replace(':type', 'player').replace(':id', '1')
  }
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1')
}

/** Reached without a login (login and password reset). */
export const ANONYMOUS_ROUTES = new Set([
  'session.create',
  'session.store',
  'password_reset.create',
  'password_reset.store',
  'password_reset.edit',
  'password_reset.update',
  /** The sign-in's second step comes before any staff session. */
  'second_factor.create',
  'second_factor.store',
  'second_factor.passkey_options',
  'second_factor.passkey',
  'sso.redirect',
  'sso.callback',
])

/** Every /merchant route that needs a login, once per method, from the router's own list. */
export function staffRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter(
      (route) => route.pattern.startsWith('/merchant') && !ANONYMOUS_ROUTES.has(route.name ?? '')
    )
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          name: route.name ?? '',
          pattern: route.pattern,
          method,
          url: sampleUrl(route.pattern),
        }))
    )
}
