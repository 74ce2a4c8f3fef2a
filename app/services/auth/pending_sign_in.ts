import type { Session } from '@adonisjs/session'

const KEY = 'pending_sign_in'
/** The second step must follow the password within this time. */
export const PENDING_LIFETIME_MS = 5 * 60 * 1000

export type PendingSignIn = { userId: number; remember: boolean; at: number }

/**
 * A password accepted for a user with a second factor: held in the
 * (anonymous) session until the factor is proved; no staff session exists
 * before that.
 */
export function holdPendingSignIn(session: Session, userId: number, remember: boolean) {
  session.put(KEY, { userId, remember, at: Date.now() } satisfies PendingSignIn)
}

export function pendingSignIn(session: Session, now = Date.now()): PendingSignIn | null {
  const pending = session.get(KEY) as PendingSignIn | undefined
  if (!pending || typeof pending.userId !== 'number') return null
  return now - pending.at <= PENDING_LIFETIME_MS ? pending : null
}

export function clearPendingSignIn(session: Session) {
  session.forget(KEY)
}

const PROVIDER_FACTOR_KEY = 'factor_proved_by_provider'

/**
 * The organiser's provider said this session's sign-in of `userId` used a
 * second factor there (single sign-on's `amr`): the rule is satisfied for
 * that user in this session only. Every other sign-in and every end of a
 * session forgets it.
 */
export function markFactorProvedByProvider(session: Session, userId: number) {
  session.put(PROVIDER_FACTOR_KEY, userId)
}

export function forgetFactorProvedByProvider(session: Session) {
  session.forget(PROVIDER_FACTOR_KEY)
}

export function factorProvedByProvider(session: Session, userId: number) {
  return session.get(PROVIDER_FACTOR_KEY) === userId
}
