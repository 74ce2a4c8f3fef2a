import db from '@adonisjs/lucid/services/db'
import type { Session } from '@adonisjs/session'
import { recordAudit, type AuditActor } from '#services/audit/audit_trail'
import { liveRecordsOf, recordsOf, type SessionRecord } from '#services/auth/session_records'
import {
  deleteRememberedDevice,
  rememberedDevices,
  type RememberedDevice,
} from '#services/auth/remembered_devices'
import { deviceWords } from '#services/auth/user_agent_words'
import { endEverySession, endOtherSessions, liveCutoffs } from '#services/auth/staff_sessions'

/** An open session as the lists show it: whether its browser is also remembered. */
export type ListedSession = SessionRecord & { remembered: boolean }

/** A remembered browser, named by the latest live session it opened (none: unknown). */
export type ListedBrowser = RememberedDevice & { current: boolean; userAgent: string | null }

/**
 * A user's open sessions and remembered browsers, as My account and the
 * users page show them. `current` names the viewer's own session and
 * browser (none when an administrator looks at someone else's).
 */
export async function sessionsAndDevicesOf(
  userId: number,
  current: { sessionKey: string | null; rememberTokenId: number | null }
): Promise<{ sessions: ListedSession[]; devices: ListedBrowser[] }> {
  const records = await liveRecordsOf(userId, liveCutoffs(), current.sessionKey)
  const devices = await rememberedDevices(userId)
  const remembered = new Set(devices.map((device) => device.id))
  /** The viewer's own session first, then the latest seen. */
  const ordered = [...records].sort((a, b) => Number(b.current) - Number(a.current))
  return {
    sessions: ordered.map((record) => ({
      ...record,
      remembered: record.rememberTokenId !== null && remembered.has(record.rememberTokenId),
    })),
    devices: devices.map((device) => ({
      ...device,
      userAgent: records.find((record) => record.rememberTokenId === device.id)?.userAgent ?? null,
      current: device.id === current.rememberTokenId,
    })),
  }
}

/** Who ended someone's session, as the audit trail says it. */
const endedBy = (actor: AuditActor, userId: number) =>
  actor.actorId === userId ? 'self' : 'administrator'

/**
 * Ends one session of the user (and the remembered browser it runs in): its
 * cookie is refused at its next request. False when it is not theirs or
 * already over.
 */
export async function endOneSession(userId: number, recordId: number, actor: AuditActor) {
  return db.transaction(async (trx) => {
    const row = await recordsOf(userId, trx).where('id', recordId).first()
    if (!row) return false
    await recordsOf(userId, trx).where('id', row.id).delete()
    if (row.remember_token_id) {
      await deleteRememberedDevice(userId, Number(row.remember_token_id), trx)
    }
    await recordAudit(
      {
        ...actor,
        action: 'session_ended',
        objectType: 'user',
        objectId: userId,
        details: { by: endedBy(actor, userId), ...deviceWords(row.user_agent), ip: row.ip },
      },
      trx
    )
    return true
  })
}

/** Forgets one remembered browser of the user, and ends the sessions it opened. */
export async function forgetRememberedBrowser(userId: number, tokenId: number, actor: AuditActor) {
  return db.transaction(async (trx) => {
    if (!(await deleteRememberedDevice(userId, tokenId, trx))) return false
    await recordsOf(userId, trx).where('remember_token_id', tokenId).delete()
    await recordAudit(
      {
        ...actor,
        action: 'session_ended',
        objectType: 'user',
        objectId: userId,
        details: { by: endedBy(actor, userId), rememberedBrowser: true },
      },
      trx
    )
    return true
  })
}

/**
 * Every session and remembered browser of the user ends: the user's own
 * "sign out everywhere", or an administrator's. With `keep`, the user's
 * session that asked goes on ("everywhere else").
 */
export async function signOutEverywhere(userId: number, actor: AuditActor, keep?: Session) {
  await db.transaction(async (trx) => {
    if (keep) await endOtherSessions(userId, keep, trx)
    else await endEverySession(userId, trx)
    await recordAudit(
      {
        ...actor,
        action: 'signed_out_everywhere',
        objectType: 'user',
        objectId: userId,
        details: { by: endedBy(actor, userId), ...(keep ? { thisSessionKept: true } : {}) },
      },
      trx
    )
  })
}
