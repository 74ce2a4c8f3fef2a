import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Door from '#models/door'
import type User from '#models/user'
import type Zone from '#models/zone'
import type {
  Decision,
  DoorDirection,
  ScanDirection,
  ScanFacts,
  ZoneRule,
} from '#services/doors/rules/zone_rules'
import { parseRules } from '#services/doors/rules/rule_check'
import {
  credentialOfScanRow,
  decideReadingBlacklist,
  namesReplacedCard,
  scanTerms,
  scannedCredential,
  withScannedCredential,
  type DoorHolder,
  type ScannedCredential,
} from '#services/doors/credential_facts'
import { dayPassSources, type DayPassSource } from '#forms/day_pass'
import { isReplacedCode } from '#services/credentials/replaced_cards'
import { whereDeviceMayScan, whereStewardMayScan } from '#services/doors/steward_access'
import { compiledQuery } from '#support/compiled_query'
import { sqlTimestamp } from '#support/sql_time'
import { abilitiesAllow, type PresentedDeviceToken } from '#services/auth/device_token'

export type DoorWithZone = Door & { zone: Zone }

/** A door and its zone as a scan needs them. */
export type ScanDoor = {
  id: number
  zoneId: number
  direction: DoorDirection
  opensAt: string | null
  closesAt: string | null
  zone: { name: string; tournamentId: number; antiPassback: boolean; rules: string }
}

/** What one scan at a door reads: the door, the credential and whether it is inside the zone. */
export type ScanRead = {
  door: ScanDoor
  credential: ScannedCredential | null
  /** The paired door device that scans (null: a steward's account). */
  deviceId: number | null
  /** Inside the zone now; null: no presence row yet (never entered). */
  inside: boolean | null
  /** The scan names no credential but a card replaced since. */
  replacedCard: boolean
}

export type DecidedScan = {
  facts: ScanFacts
  decision: Decision
  holder: DoorHolder | null
}

/** Zone rules as stored, parsed once per text (a zone's rules change rarely; a scan reads them each time). */
const parsedRules = new Map<string, ZoneRule[]>()
function rulesOf(json: string): ZoneRule[] {
  let rules = parsedRules.get(json)
  if (!rules) {
    if (parsedRules.size >= 200) parsedRules.clear()
    rules = parseRules(json)
    parsedRules.set(json, rules)
  }
  return rules
}

/** Who scans: a steward's account, or a paired door device by the token it presents. */
export type Scanner =
  { user: User; deviceToken?: undefined } | { deviceToken: PresentedDeviceToken; user?: undefined }

type ReadValue = 'doorId' | 'scannerId' | 'tokenHash' | 'now' | 'code' | 'rfid'
type ReadShape = {
  scanner: 'admin' | 'steward' | 'device'
  by: 'code' | 'code_or_rfid' | 'nothing'
}

/** The read's query for one shape: the scanner's rule and what the scan may name. */
function scanReadQuery(
  shape: ReadShape,
  value: (name: ReadValue) => never,
  dayPasses: DayPassSource[]
) {
  const query = db
    .from('doors')
    .join('zones', 'zones.id', 'doors.zone_id')
    .where('doors.id', value('doorId'))
    .select(
      'doors.id as door_id',
      'doors.zone_id',
      'doors.direction as door_direction',
      'doors.opens_at',
      'doors.closes_at',
      'zones.name as zone_name',
      'zones.tournament_id as zone_tournament_id',
      'zones.anti_passback',
      'zones.rules'
    )
  if (shape.scanner === 'device') {
    whereDeviceMayScan(query, { id: value('scannerId'), hash: value('tokenHash') }, value('now'))
  } else whereStewardMayScan(query, { id: value('scannerId'), isAdmin: shape.scanner === 'admin' })
  if (shape.by !== 'nothing') {
    query.leftJoin('forms', (join) => {
      join.onVal('forms.code', value('code'))
      if (shape.by === 'code_or_rfid') join.orOnVal('forms.rfid', value('rfid'))
    })
    withScannedCredential(query, { code: value('code'), rfid: value('rfid') }, dayPasses).select(
      db.raw(
        '(select inside from zone_presences where zone_presences.form_id = forms.id and zone_presences.zone_id = doors.zone_id) as inside'
      )
    )
  }
  return query.limit(1)
}

/** Each shape's read, compiled once: a scan runs it with its values. */
const scanReads = new Map<string, ReturnType<typeof compiledQuery<ReadValue>>>()

/**
 * A scan's facts in one query: the door (only when this scanner may scan
 * there, so a forbidden door reads nothing and answers null), its zone, the
 * credential the scan names with its template and day pass, and its
 * presence in the zone. The blacklist is read later, only when it matters.
 */
export async function readScanAtDoor(
  scanner: Scanner,
  doorId: number,
  scan: string
): Promise<ScanRead | null> {
  if (!Number.isSafeInteger(doorId) || doorId <= 0) return null
  const terms = scanTerms(scan)
  const shape: ReadShape = {
    scanner: scanner.deviceToken ? 'device' : scanner.user.isAdmin ? 'admin' : 'steward',
    by: !terms ? 'nothing' : terms.rfid === '' ? 'code' : 'code_or_rfid',
  }
  const key = `${shape.scanner}:${shape.by}`
  let read = scanReads.get(key)
  if (!read) {
    const dayPasses = await dayPassSources()
    read = compiledQuery<ReadValue>(`scan-read:${key}`, (value) =>
      scanReadQuery(shape, value, dayPasses)
    )
    scanReads.set(key, read)
  }
  const [row] = await read({
    doorId,
    scannerId: scanner.deviceToken ? scanner.deviceToken.id : scanner.user.id,
    tokenHash: scanner.deviceToken?.hash ?? '',
    now: sqlTimestamp(DateTime.now()),
    code: terms?.code ?? '',
    rfid: terms?.rfid ?? '',
  })
  if (!row) return null
  const device = scanner.deviceToken
    ? { id: Number(row.device_id), kind: 'door', zoneId: Number(row.zone_id), restaurantId: null }
    : null
  if (device && !abilitiesAllow(row.token_abilities, device)) return null
  return {
    door: {
      id: Number(row.door_id),
      zoneId: Number(row.zone_id),
      direction: row.door_direction as DoorDirection,
      opensAt: row.opens_at ?? null,
      closesAt: row.closes_at ?? null,
      zone: {
        name: String(row.zone_name),
        tournamentId: Number(row.zone_tournament_id),
        antiPassback: Boolean(row.anti_passback),
        rules: String(row.rules),
      },
    },
    credential: terms ? credentialOfScanRow(row) : null,
    deviceId: device?.id ?? null,
    inside: row.inside === null || row.inside === undefined ? null : Boolean(row.inside),
    replacedCard: Boolean(terms) && namesReplacedCard(row),
  }
}

/**
 * The engine's answer to a scan read now. `rules` replaces the zone's
 * stored rules (the admin's preview of rules not yet saved).
 */
export async function decideScan(
  read: ScanRead,
  direction: ScanDirection,
  now: { date: string; time: string },
  rules?: ZoneRule[]
): Promise<DecidedScan> {
  const { door, credential } = read
  const facts: ScanFacts = {
    credential: credential?.facts ?? null,
    zone: {
      name: door.zone.name,
      tournamentId: door.zone.tournamentId,
      antiPassback: door.zone.antiPassback,
      rules: rules ?? rulesOf(door.zone.rules),
    },
    door: { direction: door.direction, opensAt: door.opensAt, closesAt: door.closesAt },
    direction,
    inside: Boolean(read.inside),
    now,
    replacedCard: read.replacedCard,
  }
  const holder = credential?.holder ?? null
  return { ...(await decideReadingBlacklist(facts, holder)), holder }
}

/** Presence as the engine reads it: inside this zone now; null when its row does not exist. */
async function presenceOf(formId: number, zoneId: number): Promise<boolean | null> {
  const row = await db
    .from('zone_presences')
    .where({ form_id: formId, zone_id: zoneId })
    .select('inside')
    .first()
  return row ? Boolean(row.inside) : null
}

/** The answer at a door the caller already holds (the admin's preview): nothing is recorded. */
export async function decideAtDoor(input: {
  door: DoorWithZone
  scan: string
  direction: ScanDirection
  now: { date: string; time: string }
  rules?: ZoneRule[]
}): Promise<DecidedScan> {
  const { door } = input
  const credential = await scannedCredential(input.scan)
  const read: ScanRead = {
    door: {
      id: door.id,
      zoneId: door.zoneId,
      direction: door.direction as DoorDirection,
      opensAt: door.opensAt,
      closesAt: door.closesAt,
      zone: {
        name: door.zone.name,
        tournamentId: door.zone.tournamentId,
        antiPassback: door.zone.antiPassback,
        rules: door.zone.rules,
      },
    },
    credential,
    deviceId: null,
    inside: credential ? await presenceOf(credential.holder.id, door.zoneId) : null,
    replacedCard: !credential && (await isReplacedCode(input.scan)),
  }
  return decideScan(read, input.direction, input.now, input.rules)
}
