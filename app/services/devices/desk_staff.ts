import encryption from '@adonisjs/core/services/encryption'
import hash from '@adonisjs/core/services/hash'
import type Device from '#models/device'
import Tournament from '#models/tournament'
import User from '#models/user'

/** How long a staff sign-in on a device names the actions taken under it, online or not. */
const PASS_LIFETIME = '24h'
const PURPOSE = 'desk-staff'

/** The organiser asks who works the desk: on this device, or on every device of its tournament. */
export async function pinRequired(device: Device): Promise<boolean> {
  if (device.pinRequired) return true
  const tournament = await Tournament.find(device.tournamentId)
  return Boolean(tournament?.devicePinRequired)
}

/** The staff members who may sign in on a desk: those with a desk PIN, not banned. */
export async function deskStaff() {
  const users = await User.query()
    .whereNotNull('desk_pin_hash')
    .where('is_banned', false)
    .orderBy('name')
    .orderBy('last_name')
  return users.map((user) => ({ id: user.id, name: user.fullName }))
}

/**
 * A staff member's PIN checked against its hash: a pass naming them on this
 * device (encrypted, so the device cannot forge another's), or null.
 */
export async function signInStaff(device: Device, userId: number, pin: string) {
  const user = await User.find(userId)
  if (!user || user.isBanned || !user.deskPinHash) return null
  if (!(await hash.verify(user.deskPinHash, pin))) return null
  const pass = encryption.encrypt({ device: device.id, user: user.id }, PASS_LIFETIME, PURPOSE)
  return { staff: { id: user.id, name: user.fullName }, pass }
}

/**
 * Who the actions of a batch name, by their passes: a pass of another
 * device, expired or altered names nobody (the action is still recorded).
 */
export function staffOfPasses(device: Device) {
  const known = new Map<string, number | null>()
  return (pass: string | undefined): number | null => {
    if (!pass) return null
    if (!known.has(pass)) {
      const value = encryption.decrypt<{ device: number; user: number }>(pass, PURPOSE)
      known.set(pass, value && value.device === device.id ? Number(value.user) : null)
    }
    return known.get(pass) ?? null
  }
}
