import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ListedBrowser } from '#services/auth/session_management'
import { deviceWords } from '#services/auth/user_agent_words'

/** A browser that keeps a staff user signed in ("remember me"), named by its latest session. */
export default class RememberedBrowserTransformer extends BaseTransformer<ListedBrowser> {
  toObject() {
    const browser = this.resource
    return {
      id: browser.id,
      current: browser.current,
      ...deviceWords(browser.userAgent),
      createdAt: browser.createdAt,
      lastUsedAt: browser.lastUsedAt,
      expiresAt: browser.expiresAt,
    }
  }
}
