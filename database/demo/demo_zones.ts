import db from '@adonisjs/lucid/services/db'
import Door from '#models/door'
import Zone from '#models/zone'
import type Tournament from '#models/tournament'
import type User from '#models/user'

type DemoDoor = {
  name: string
  direction?: 'in' | 'out' | 'both'
  opensAt?: string
  closesAt?: string
}
type DemoZone = {
  /** A zone flag of the demo permission templates (seedPermissions). */
  name: string
  antiPassback: boolean
  rules?: unknown[]
  checkoutAt?: string
  doors: DemoDoor[]
  /** The demo steward scans here. */
  steward?: boolean
}

const BALLBOYS_NOT_AFTER_22 = {
  if: {
    and: [
      { '==': [{ var: 'credential.type' }, 'ballboy'] },
      { '>=': [{ var: 'now.time' }, '22:00'] },
    ],
  },
  message: {
    es: 'Recogepelotas: no después de las 22:00.',
    en: 'Ball kids: not after 22:00.',
  },
}

/** The tennis tournament's zones: the press room, the players' area, the practice courts, the centre court. */
const TENNIS: DemoZone[] = [
  {
    name: 'prensa',
    antiPassback: true,
    checkoutAt: '03:00',
    doors: [{ name: 'Sala de prensa' }],
    steward: true,
  },
  {
    name: 'vestuarios',
    antiPassback: true,
    rules: [BALLBOYS_NOT_AFTER_22],
    checkoutAt: '03:00',
    doors: [
      { name: 'Zona de jugadores · entrada', direction: 'in' },
      { name: 'Zona de jugadores · salida', direction: 'out' },
    ],
    steward: true,
  },
  {
    name: 'pistas',
    antiPassback: false,
    doors: [{ name: 'Pistas de entrenamiento', opensAt: '08:00', closesAt: '21:00' }],
  },
  { name: 'central', antiPassback: false, doors: [{ name: 'Pista central · puerta 1' }] },
]

/** The golf tournament's: the press centre and the players' car park (hours). */
const GOLF: DemoZone[] = [
  {
    name: 'prensa',
    antiPassback: true,
    checkoutAt: '03:00',
    doors: [{ name: 'Centro de prensa' }],
    steward: true,
  },
  {
    name: 'parking',
    antiPassback: false,
    doors: [{ name: 'Parking de jugadores', opensAt: '06:00', closesAt: '22:00' }],
  },
]

/** Demo zones and doors of both tournaments; the demo steward is given the marked ones. */
export async function seedDemoZones(
  tournaments: { tennis: Tournament; golf: Tournament },
  steward: User
) {
  for (const [tournament, zones] of [
    [tournaments.tennis, TENNIS],
    [tournaments.golf, GOLF],
  ] as const) {
    for (const demo of zones) {
      const zone = await Zone.create({
        tournamentId: tournament.id,
        name: demo.name,
        antiPassback: demo.antiPassback,
        rules: JSON.stringify(demo.rules ?? []),
        checkoutAt: demo.checkoutAt ?? null,
      })
      await Door.createMany(
        demo.doors.map((door) => ({
          zoneId: zone.id,
          name: door.name,
          direction: door.direction ?? 'both',
          opensAt: door.opensAt ?? null,
          closesAt: door.closesAt ?? null,
        }))
      )
      if (demo.steward) {
        await db.table('zone_stewards').insert({ zone_id: zone.id, user_id: steward.id })
      }
    }
  }
}
