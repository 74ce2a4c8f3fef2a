import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'

/** What the browser's cookie holds for a session kept on the server. */
const KEPT_ON_SERVER = '__kept_on_server'

/** The session guard's key: present while a staff user is logged in. */
const STAFF_LOGIN_KEY = 'auth_web'

/**
 * Sessions with a staff login live on the server (Redis), where they can be
 * listed and ended; anonymous sessions (a CSRF secret, flash messages, the
 * chosen language) live in their own encrypted cookie. Health checks and
 * every public page therefore write nothing to Redis: a crowd of visitors, or
 * a bot, cannot fill the server's memory with sessions.
 */
export class StaffOnServerStore implements SessionStoreContract {
  #onServer = false

  constructor(
    private browser: SessionStoreContract,
    private server: SessionStoreContract
  ) {}

  async read(sessionId: string) {
    const local = await this.browser.read(sessionId)
    if (local?.[KEPT_ON_SERVER] !== true) return local
    this.#onServer = true
    return this.server.read(sessionId)
  }

  async write(sessionId: string, data: SessionData) {
    if (data[STAFF_LOGIN_KEY] !== undefined) {
      await this.server.write(sessionId, data)
      await this.browser.write(sessionId, { [KEPT_ON_SERVER]: true })
      this.#onServer = true
      return
    }
    await this.browser.write(sessionId, data)
    /** A logout keeps the session id: its server copy must not outlive the login. */
    if (this.#onServer) await this.server.destroy(sessionId)
    this.#onServer = false
  }

  async destroy(sessionId: string) {
    await this.browser.destroy(sessionId)
    if (this.#onServer) await this.server.destroy(sessionId)
  }

  async touch(sessionId: string) {
    await this.browser.touch(sessionId)
    if (this.#onServer) await this.server.touch(sessionId)
  }
}
