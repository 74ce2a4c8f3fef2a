import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { requestPasswordReset } from '#services/auth/password_reset'
import type { Locale } from '#config/i18n'

type Payload = { email: string; locale: Locale }

/**
 * The work behind "forgot password" (user lookup, token, mail). It runs in
 * the queue so the request does the same thing, in the same time, whether or
 * not the address belongs to a staff user: the answer's timing tells nothing.
 */
export default class RequestPasswordResetJob extends Job<Payload> {
  static options: JobOptions = { queue: 'default', maxRetries: 3 }

  async execute() {
    await requestPasswordReset(this.payload.email, this.payload.locale)
  }
}
