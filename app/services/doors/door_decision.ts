import db from '@adonisjs/lucid/services/db'
import type Door from '#models/door'
import type Zone from '#models/zone'
import {
  decide,
  type Decision,
  type DoorDirection,
  type ScanDirection,
  type ScanFacts,
  type ZoneRule,
} from '#services/doors/rules/zone_rules'
import { parseRules } from '#services/doors/rules/rule_check'
import { scannedCredential, type DoorHolder } from '#services/doors/credential_facts'

export type DoorWithZone = Door & { zone: Zone }

/** Presence as the engine reads it (inside this zone now), and whether its row exists yet. */
export async function presenceOf(formId: number, zoneId: number) {
  const row = await db
    .from('zone_presences')
    .where({ form_id: formId, zone_id: zoneId })
    .select('inside')
    .first()
  return { exists: Boolean(row), inside: Boolean(row?.inside) }
}

/**
 * The facts of a scan at a door, read now from the database, and the
 * engine's answer. `rules` replaces the zone's stored rules (the admin's
 * preview of rules not yet saved).
 */
export async function decideAtDoor(input: {
  door: DoorWithZone
  scan: string
  direction: ScanDirection
  now: { date: string; time: string }
  rules?: ZoneRule[]
}): Promise<{
  facts: ScanFacts
  decision: Decision
  holder: DoorHolder | null
  presenceExists: boolean
}> {
  const { door } = input
  const zone = door.zone
  const credential = await scannedCredential(input.scan)
  const presence = credential
    ? await presenceOf(credential.holder.id, zone.id)
    : { exists: false, inside: false }
  const facts: ScanFacts = {
    credential: credential?.facts ?? null,
    zone: {
      name: zone.name,
      tournamentId: zone.tournamentId,
      antiPassback: zone.antiPassback,
      rules: input.rules ?? parseRules(zone.rules),
    },
    door: {
      direction: door.direction as DoorDirection,
      opensAt: door.opensAt,
      closesAt: door.closesAt,
    },
    direction: input.direction,
    inside: presence.inside,
    now: input.now,
  }
  return {
    facts,
    decision: decide(facts),
    holder: credential?.holder ?? null,
    presenceExists: presence.exists,
  }
}
