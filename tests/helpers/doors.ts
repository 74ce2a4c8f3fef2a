import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Door from '#models/door'
import Permission from '#models/permission'
import type Tournament from '#models/tournament'
import type User from '#models/user'
import Zone from '#models/zone'
import type { ScanFacts } from '#services/doors/rules/zone_rules'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

export type ZoneRuleCase = {
  name: string
  facts: ScanFacts
  verdict: string
  reason: string
  message?: { es: string; en: string }
}

/** The cases both engines (Node and Chromium) must answer alike. */
export async function zoneRuleCases(): Promise<ZoneRuleCase[]> {
  const file = app.makePath('tests/fixtures/doors/zone_rule_cases.json')
  return JSON.parse(await readFile(file, 'utf8'))
}

/** A permission template with these zone flags. */
export async function zoneTemplate(flags: Record<string, number | string>) {
  sequence += 1
  return Permission.create({ name: `Zones ${sequence}`, flags: JSON.stringify(flags) })
}

let sequence = 0

/** A zone of a tournament with one door (both ways, 00:00-23:59 unless given). */
export async function zoneWithDoor(
  tournament: Tournament,
  name: string,
  options: {
    antiPassback?: boolean
    rules?: unknown[]
    direction?: 'in' | 'out' | 'both'
    opensAt?: string | null
    closesAt?: string | null
    doors?: number
  } = {}
) {
  const zone = await Zone.create({
    tournamentId: tournament.id,
    name,
    antiPassback: options.antiPassback ?? true,
    rules: JSON.stringify(options.rules ?? []),
  })
  const doors: Door[] = []
  for (let index = 0; index < (options.doors ?? 1); index++) {
    doors.push(
      await Door.create({
        zoneId: zone.id,
        name: `${name} door ${index + 1}`,
        direction: options.direction ?? 'both',
        opensAt: options.opensAt === undefined ? null : options.opensAt,
        closesAt: options.closesAt === undefined ? null : options.closesAt,
      })
    )
  }
  return { zone, door: doors[0], doors }
}

/** A staff account (no capability) given these zones' doors. */
export async function steward(zones: Zone[], overrides: Partial<User> = {}) {
  const user = await createUser(overrides)
  for (const zone of zones) {
    await db.table('zone_stewards').insert({ zone_id: zone.id, user_id: user.id })
  }
  return user
}

/**
 * This year's tournaments, a template granting "Prensa" (not "Vestuarios"),
 * a press zone with one door in tennis, its steward and an approved press
 * credential with that template.
 */
export async function pressDoor(options: Parameters<typeof zoneWithDoor>[2] = {}) {
  const { tennis, golf } = await openTournaments()
  const template = await zoneTemplate({ Prensa: 1, Vestuarios: 0 })
  const { zone, door, doors } = await zoneWithDoor(tennis, 'Prensa', options)
  const user = await steward([zone])
  const holder = await createForm('press', tennis, {
    state: 'approved',
    name: 'Ana',
    lastName: 'Periodista',
  })
  holder.permissionId = template.id
  await holder.save()
  return { tennis, golf, template, zone, door, doors, steward: user, holder }
}

/** A scan at a door as the steward's screen sends it. */
export function scanAt(
  client: any,
  user: User,
  doorId: number,
  body: { scan: string; direction?: 'in' | 'out'; key?: string }
) {
  return client
    .post(`/merchant/door-check/${doorId}/scans`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json({ direction: 'in', key: `key-${Math.random().toString(36).slice(2, 14)}`, ...body })
}

/** One field of a scan's answer (verdict, reason, message). */
export async function scanAnswer(
  client: any,
  user: User,
  doorId: number,
  body: { scan: string; direction?: 'in' | 'out'; key?: string },
  field: 'verdict' | 'reason' | 'message'
): Promise<string> {
  const response = await scanAt(client, user, doorId, body)
  return response.body()[field]
}

export async function passageCount(where: Record<string, unknown> = {}) {
  const [row] = await db.from('passages').where(where).count('* as total')
  return Number(row.total)
}

export async function insideNow(zoneId: number) {
  const [row] = await db
    .from('zone_presences')
    .where({ zone_id: zoneId, inside: true })
    .count('* as total')
  return Number(row.total)
}
