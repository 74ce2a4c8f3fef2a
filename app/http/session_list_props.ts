import { sessionsAndDevicesOf } from '#services/auth/session_management'
import OpenSessionTransformer from '#transformers/open_session_transformer'
import RememberedBrowserTransformer from '#transformers/remembered_browser_transformer'

/** A user's open sessions and remembered browsers as the pages' props (My account, Users → edit). */
export async function sessionListProps(
  userId: number,
  current: { sessionKey: string | null; rememberTokenId: number | null }
) {
  const { sessions, devices } = await sessionsAndDevicesOf(userId, current)
  return {
    sessions: OpenSessionTransformer.transform(sessions),
    devices: RememberedBrowserTransformer.transform(devices),
  }
}
