import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ListedSession } from '#services/auth/session_management'
import { deviceWords } from '#services/auth/user_agent_words'

/** An open staff session on My account and the users page: its browser and system in words. */
export default class OpenSessionTransformer extends BaseTransformer<ListedSession> {
  toObject() {
    const session = this.resource
    return {
      id: session.id,
      current: session.current,
      ...deviceWords(session.userAgent),
      ip: session.ip,
      signedInAt: session.signedInAt,
      lastSeenAt: session.lastSeenAt,
      remembered: session.remembered,
    }
  }
}
