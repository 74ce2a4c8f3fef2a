import { DateTime } from 'luxon'
import type Device from '#models/device'

/** A device action's time: the one the server judges it at, and the one the device claimed. */
export type ActionMoment = { at: DateTime; claimedAt: DateTime | null }

/**
 * The time a device says it acted (or fetched its data) at, kept within what
 * it can have been: not before the device was paired (it could not act
 * before it had a token) and not after now. The claim itself is kept beside
 * it (null when it was missing or not a time).
 */
export function actionMoment(device: Device, raw: string | undefined): ActionMoment {
  const parsed = raw ? DateTime.fromISO(raw) : null
  const claimedAt = parsed?.isValid ? parsed : null
  const now = DateTime.now()
  const earliest = device.pairedAt ?? device.createdAt ?? now
  if (!claimedAt || claimedAt > now) return { at: now, claimedAt }
  return { at: claimedAt < earliest ? earliest : claimedAt, claimedAt }
}
