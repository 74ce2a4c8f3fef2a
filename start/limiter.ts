/*
|--------------------------------------------------------------------------
| Rate limits
|--------------------------------------------------------------------------
| Counted in the configured store (database embedded, Redis at scale) so
| every app instance shares the same counters.
*/

import { createHash } from 'node:crypto'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'

/**
 * Failed logins (only failures count): per account and address (someone
 * guessing one password), per address (one machine trying many accounts)
 * and, much slower, per account from anywhere (a spread-out guesser). A
 * stranger who knows a staff email blocks only their own address, never the
 * staff member's, for the first two.
 */
export function loginLimiter(email: string, ip: string) {
  return limiter.multi([
    {
      requests: 5,
      duration: '1 min',
      blockDuration: '15 mins',
      key: `login_account_ip_${email}_${ip}`,
    },
    { requests: 20, duration: '1 min', blockDuration: '15 mins', key: `login_ip_${ip}` },
    { requests: 50, duration: '1 hour', blockDuration: '15 mins', key: `login_account_${email}` },
  ])
}

/**
 * Confirmation mails per recipient and day: anyone may type any address in a
 * public form, so the app must not become a way to flood a stranger's inbox.
 * The request is stored regardless; only the mail is skipped past the cap.
 */
export const CONFIRMATION_MAILS_PER_DAY = 3
function addressDigest(address: string) {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 32)
}

export async function allowConfirmationMail(recipient: string): Promise<boolean> {
  const sent = await limiter
    .use({ requests: CONFIRMATION_MAILS_PER_DAY, duration: '24 hours' })
    /** Hashed: the limiter's store (a database table at scale) never holds the address itself. */
    .attempt(`confirmation_mail_${addressDigest(recipient)}`, () => true)
  return sent === true
}

/** Password reset requests per IP (each may send an email). */
export const passwordResetThrottle = limiter.define('password_reset', (ctx) =>
  limiter.allowRequests(5).every('15 mins').usingKey(`reset_${ctx.request.ip()}`)
)

/** Public form submits per IP (PUBLIC_SUBMIT_LIMIT, 30 by default): generous for a club registering many children. */
export const publicSubmitThrottle = limiter.define('public_submit', (ctx) =>
  limiter
    .allowRequests(env.get('PUBLIC_SUBMIT_LIMIT'))
    .every('1 min')
    .usingKey(`submit_${ctx.request.ip()}`)
)

/**
 * Passport lookups of returning team members per IP: enough for a team
 * checking its members, too few to walk through passport numbers.
 */
export const playerLookupThrottle = limiter.define('player_lookup', (ctx) =>
  limiter.allowRequests(10).every('1 min').usingKey(`player_lookup_${ctx.request.ip()}`)
)

type Counter = ReturnType<typeof limiter.use>

/** A limit on failed attempts: `requests` failures per `duration` under `key`. */
export type FailureLimit = { requests: number; duration: string; key: string }

/**
 * An attempt whose failures alone count against its limits (a null result
 * is a failure). A try is reserved on every limit before the attempt, so
 * tries sent at once cannot pass a limit together, and given back when the
 * attempt succeeds or throws. While one limit is used up the attempt is not
 * made: E_TOO_MANY_REQUESTS (429), until that limit's window ends.
 */
export async function limitFailures<T>(
  limits: FailureLimit[],
  attempt: () => Promise<T | null>
): Promise<T | null> {
  const reserved: [Counter, string][] = []
  const giveBack = () => Promise.all(reserved.map(([counter, key]) => counter.decrement(key)))
  try {
    for (const limit of limits) {
      const counter = limiter.use({ requests: limit.requests, duration: limit.duration })
      await counter.consume(limit.key)
      reserved.push([counter, limit.key])
    }
  } catch (error) {
    await giveBack()
    throw error
  }
  let result: T | null
  try {
    result = await attempt()
  } catch (error) {
    await giveBack()
    throw error
  }
  if (result !== null) await giveBack()
  return result
}

/**
 * Failed pairings per address: a pairing code is long, but guessing it is
 * still refused early. Successful pairings do not count, so a venue whose
 * tablets share one public address pairs as many as it has codes for.
 */
export function devicePairingLimits(ip: string): FailureLimit[] {
  return [{ requests: 20, duration: '15 mins', key: `device_pair_${ip}` }]
}

/**
 * Wrong staff PINs: per person, whatever the device (a short PIN must not be
 * guessed by spreading tries over devices), and per device, whoever is
 * tried (a stolen tablet spraying everyone's PIN). A correct PIN is taken
 * while neither limit is used up; it does not clear earlier failures.
 */
export function deskPinLimits(deviceId: number, userId: number): FailureLimit[] {
  return [
    { requests: 10, duration: '15 mins', key: `desk_pin_user_${userId}` },
    { requests: 30, duration: '15 mins', key: `desk_pin_device_${deviceId}` },
  ]
}

/**
 * Wrong second-factor codes at sign-in: per account, wherever they come from
 * (six digits must not be guessed by spreading tries over addresses), and
 * per address, whichever account is tried. Right codes do not count.
 */
export function secondFactorLimits(userId: number, ip: string): FailureLimit[] {
  return [
    { requests: 5, duration: '15 mins', key: `second_factor_user_${userId}` },
    { requests: 20, duration: '15 mins', key: `second_factor_ip_${ip}` },
  ]
}

/**
 * Wrong current passwords typed in a signed-in session (before changing a
 * password or a factor): per account, so a borrowed open session cannot
 * guess the password. Right ones do not count.
 */
export function currentPasswordLimits(userId: number): FailureLimit[] {
  return [{ requests: 5, duration: '15 mins', key: `current_password_user_${userId}` }]
}
