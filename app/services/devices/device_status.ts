import { DateTime } from 'luxon'
import type Device from '#models/device'

/** How often a device's "last seen" is written: its polls every few seconds need not all write. */
const SEEN_EVERY_SECONDS = 5

/**
 * What the devices list shows: last seen, app version, queued actions and
 * the age of the device's data, as the device reports them in its headers
 * (anything unreadable is ignored).
 */
export async function noteDeviceSeen(
  device: Device,
  reported: { appVersion?: string; queued?: string; dataAt?: string }
) {
  const now = DateTime.now()
  const version = (reported.appVersion ?? '').slice(0, 40) || device.appVersion
  const queued = Number.parseInt(reported.queued ?? '', 10)
  const dataAt = reported.dataAt ? DateTime.fromISO(reported.dataAt) : null
  const stale =
    !device.lastSeenAt || now.diff(device.lastSeenAt, 'seconds').seconds >= SEEN_EVERY_SECONDS
  const changed =
    version !== device.appVersion ||
    (Number.isInteger(queued) && queued >= 0 && queued !== device.queuedActions)
  if (!stale && !changed) return
  device.lastSeenAt = now
  device.appVersion = version
  if (Number.isInteger(queued) && queued >= 0 && queued < 1_000_000) device.queuedActions = queued
  if (dataAt?.isValid && dataAt <= now.plus({ minutes: 1 })) device.dataAt = dataAt
  await device.save()
}
