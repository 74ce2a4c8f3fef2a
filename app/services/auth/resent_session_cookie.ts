import type { HttpContext } from '@adonisjs/core/http'
import type { CookieOptions } from '@adonisjs/core/types/http'
import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'

/**
 * The encrypted session cookie, renewed without being encrypted again: the
 * framework's cookie store refreshes an unchanged session's expiry by
 * decrypting and re-encrypting it on every response. The browser's own
 * ciphertext, once it has decrypted here, is sent back as it came with a new
 * expiry; a changed session is encrypted as before.
 */
export class ResentSessionCookieStore implements SessionStoreContract {
  constructor(
    private cookie: SessionStoreContract,
    private ctx: HttpContext,
    private options: Partial<CookieOptions>
  ) {}

  read(sessionId: string) {
    return this.cookie.read(sessionId)
  }

  write(sessionId: string, data: SessionData) {
    return this.cookie.write(sessionId, data)
  }

  destroy(sessionId: string) {
    return this.cookie.destroy(sessionId)
  }

  async touch(sessionId: string) {
    const sent = this.ctx.request.cookiesList()[sessionId]
    // Only a cookie that decrypts (the read is cached for the request) is renewed.
    if (typeof sent !== 'string' || !(await this.cookie.read(sessionId))) return
    this.ctx.response.plainCookie(sessionId, sent, { ...this.options, encode: false })
  }
}
