import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { dayPassSources, type DayPassSource } from '#forms/day_pass'
import { withCredentialColumns } from '#services/credentials/credential_columns'
import { credentialOfRow } from '#services/credentials/credential'
import type { Labels } from '#services/credentials/credential_labels'
import { replacedCodesOf } from '#services/credentials/replaced_cards'
import { blacklistKey } from '#services/configuration/blacklist'
import { parseRules } from '#services/doors/rules/rule_check'
import type Device from '#models/device'
import Door from '#models/door'
import Restaurant from '#models/restaurant'
import Tournament from '#models/tournament'
import Zone from '#models/zone'
import { oldestKeptChange } from '#services/devices/change_pruning'
import { GOLF_TEXT, PRIVACY_TEXT } from '#services/collection/acceptance_texts'
import i18nManager from '@adonisjs/i18n/services/main'
import { locales, type Locale } from '#config/i18n'

/**
 * One credential as a device keeps it offline: what its desk needs to decide
 * (decision 0121) and nothing more (no document, address or email).
 */
export type DeviceHolder = {
  id: number
  code: string
  rfid: string | null
  /** Codes of the holder's replaced cards: the desk refuses them as "card replaced". */
  replacedCodes: string[]
  name: string
  lastName: string
  category: string
  categoryLabel: Labels
  type: string
  state: string
  accessStatus: string | null
  blacklisted: boolean
  hasPhoto: boolean
  /** Door devices: the flag of the device's zone only (template's, the credential's on top). */
  zoneFlag?: number | string | null
  days?: { from: string; to: string } | null
  inside?: boolean
  /** Till devices: meals and cents left. */
  credits?: number
  amount?: number
}

/** The desk itself: what a door or till needs besides the holders. */
export type DeskSetup = {
  kind: string
  tournament: { id: number; name: string; isCurrent: boolean }
  zone?: {
    id: number
    name: string
    antiPassback: boolean
    rules: unknown[]
    doors: {
      id: number
      name: string
      direction: string
      opensAt: string | null
      closesAt: string | null
    }[]
  }
  restaurant?: { id: number; name: string; active: boolean }
  /** Collection desks: the texts the collector accepts, in both languages (the desk shows one). */
  collection?: { texts: Record<'privacy' | 'golf', Record<Locale, string>>; sport: string }
}

/** A delta can not hold more than this many changed credentials: past it, a full snapshot. */
export const MAX_DELTA = 5000
/**
 * Changes younger than this are sent again at the next sync: on PostgreSQL a
 * change's id is taken before its transaction commits, so a slow commit may
 * land below a cursor already given out.
 */
const SETTLE_SECONDS = 5

/** The credentials of the device's desk, as one query (a list of ids narrows it). */
export function scopeQuery(
  device: Device,
  zoneName: string | null,
  dayPasses: DayPassSource[]
): DatabaseQueryBuilderContract {
  const query = withCredentialColumns(
    db.from('forms').where('forms.tournament_id', device.tournamentId).whereNull('forms.erased_at'),
    dayPasses
  )
  if (device.kind === 'collection') {
    // Online only (decision 0120): a collection desk keeps no credentials on the device.
    query.whereRaw('1 = 0')
  } else if (device.kind === 'till') {
    query.whereExists((assigned) =>
      assigned
        .from('form_restaurants')
        .whereColumn('form_restaurants.form_id', 'forms.id')
        .where('form_restaurants.restaurant_id', device.restaurantId!)
    )
  } else {
    query
      .leftJoin('zone_presences', (join) =>
        join
          .on('zone_presences.form_id', 'forms.id')
          .andOnVal('zone_presences.zone_id', device.zoneId!)
      )
      .select('zone_presences.inside')
    if (zoneName === null) query.whereRaw('1 = 0')
  }
  return query
}

async function blacklistedNames(): Promise<Set<string>> {
  const rows = await db.from('blacklist_entries').select('full_name')
  return new Set(rows.map((row) => String(row.full_name)))
}

/** The desk's holders from their rows, each with the codes of its replaced cards. */
async function holdersOf(
  rows: Record<string, any>[],
  device: Device,
  zoneName: string | null,
  blacklist: Set<string>
): Promise<DeviceHolder[]> {
  const replaced = await replacedCodesOf(rows.map((row) => Number(row.form_id)))
  return rows.map((row) => {
    const credential = credentialOfRow(row)!
    const { holder: person } = credential
    const holder: DeviceHolder = {
      id: credential.id,
      code: credential.card.code,
      rfid: credential.rfid,
      replacedCodes: replaced.get(credential.id) ?? [],
      name: person.name,
      lastName: person.lastName,
      category: person.category,
      categoryLabel: person.categoryLabel,
      type: person.type,
      state: credential.state,
      accessStatus: credential.gateStatus,
      blacklisted: blacklist.has(blacklistKey(person.name, person.lastName)),
      hasPhoto: person.photoPath !== null,
    }
    if (device.kind === 'till') {
      holder.credits = credential.allowances.meals
      holder.amount = credential.allowances.cents
    } else {
      holder.zoneFlag = zoneName !== null ? (credential.zones[zoneName] ?? null) : null
      holder.days = credential.dayPass
      holder.inside = Boolean(row.inside)
    }
    return holder
  })
}

/** The collection texts' current versions in every language the desk may show. */
function acceptanceTexts() {
  const inEvery = (key: string) =>
    Object.fromEntries(
      locales.map((locale) => [locale, i18nManager.locale(locale).t(key)])
    ) as Record<Locale, string>
  return { privacy: inEvery(PRIVACY_TEXT.key), golf: inEvery(GOLF_TEXT.key) }
}

/** The desk's setup, its queries side by side (a delta reads it every few seconds). */
export async function deskSetup(device: Device): Promise<DeskSetup> {
  const [tournament, zone, doors, restaurant] = await Promise.all([
    Tournament.findOrFail(device.tournamentId),
    device.kind === 'door' ? Zone.findOrFail(device.zoneId) : null,
    device.kind === 'door' ? Door.query().where('zone_id', device.zoneId!).orderBy('name') : [],
    device.kind === 'till' ? Restaurant.findOrFail(device.restaurantId) : null,
  ])
  const setup: DeskSetup = {
    kind: device.kind,
    tournament: { id: tournament.id, name: tournament.name, isCurrent: tournament.isCurrent },
  }
  if (zone) {
    setup.zone = {
      id: zone.id,
      name: zone.name,
      antiPassback: zone.antiPassback,
      rules: parseRules(zone.rules),
      doors: doors.map((door) => ({
        id: door.id,
        name: door.name,
        direction: door.direction,
        opensAt: door.opensAt,
        closesAt: door.closesAt,
      })),
    }
  }
  if (restaurant) {
    setup.restaurant = { id: restaurant.id, name: restaurant.name, active: restaurant.active }
  }
  if (device.kind === 'collection') {
    setup.collection = { texts: acceptanceTexts(), sport: tournament.sport }
  }
  return setup
}

/**
 * What, besides credentials, a device's decisions depend on: the desk, the
 * blacklist and the permission templates. When it changes, the device is
 * told to fetch a whole snapshot again.
 */
async function setupFingerprint(device: Device, setup: DeskSetup): Promise<string> {
  const [blacklist, templates] = await Promise.all([
    db.from('blacklist_entries').count('* as total').max('id as last').first(),
    db.from('permissions').count('* as total').max('updated_at as last').first(),
  ])
  return createHash('sha256')
    .update(JSON.stringify([device.id, setup, blacklist, templates]))
    .digest('hex')
    .slice(0, 16)
}

/** The cursor a device sends back: the last change it has seen and the setup's fingerprint. */
export function encodeCursor(changeId: number, fingerprint: string) {
  return `${changeId}.${fingerprint}`
}

export function decodeCursor(raw: unknown): { changeId: number; fingerprint: string } | null {
  if (typeof raw !== 'string') return null
  const match = /^(\d{1,15})\.([0-9a-f]{16})$/.exec(raw)
  return match ? { changeId: Number(match[1]), fingerprint: match[2] } : null
}

/** The last change every reader can see: older than the settling time. */
export async function settledChangeId(): Promise<number> {
  const settledBefore = new Date(Date.now() - SETTLE_SECONDS * 1000)
    .toISOString()
    .replace('T', ' ')
    .slice(0, 19)
  // Walks the primary key back from the newest change: only the last few seconds are read.
  const row = await db
    .from('form_changes')
    .where('created_at', '<', settledBefore)
    .orderBy('id', 'desc')
    .select('id')
    .first()
  return Number(row?.id ?? 0)
}

/** Everything a newly paired (or reset) device needs, with the cursor for its next delta. */
export async function snapshotFor(device: Device) {
  // The cursor is read before the credentials: a change between them is sent again, never missed.
  const [setup, changeId] = await Promise.all([deskSetup(device), settledChangeId()])
  const zoneName = setup.zone?.name ?? null
  const [rows, blacklist, fingerprint] = await Promise.all([
    scopeQuery(device, zoneName, await dayPassSources()),
    blacklistedNames(),
    setupFingerprint(device, setup),
  ])
  return {
    setup,
    holders: await holdersOf(rows, device, zoneName, blacklist),
    cursor: encodeCursor(changeId, fingerprint),
  }
}

/**
 * Only what changed since the device's cursor: the credentials of its scope
 * touched since then (their new state), the ids that left its scope, and a
 * new cursor. `reset` asks for a whole snapshot (a new setup, too many changes).
 */
export async function deltaFor(device: Device, cursor: { changeId: number; fingerprint: string }) {
  // Three round trips whatever the size: the setup, then the changes, then their credentials.
  const setup = await deskSetup(device)
  const [fingerprint, settled, oldest, changed] = await Promise.all([
    setupFingerprint(device, setup),
    settledChangeId(),
    oldestKeptChange(),
    // The covering index on (id, form_id) answers this from the index alone.
    db
      .from('form_changes')
      .leftJoin('forms', 'forms.id', 'form_changes.form_id')
      .where('form_changes.id', '>', cursor.changeId)
      .distinct('form_changes.form_id', 'forms.tournament_id')
      .limit(MAX_DELTA + 1),
  ])
  if (fingerprint !== cursor.fingerprint) return { reset: true as const }
  // Too many changes, or some after the cursor were pruned: the whole snapshot again.
  if (changed.length > MAX_DELTA || cursor.changeId < oldest - 1) return { reset: true as const }
  const ids = device.kind === 'collection' ? [] : changed.map((row) => Number(row.form_id))
  const zoneName = setup.zone?.name ?? null
  const dayPasses = await dayPassSources()
  const [rows, blacklist] = ids.length
    ? await Promise.all([
        scopeQuery(device, zoneName, dayPasses).whereIn('forms.id', ids),
        blacklistedNames(),
      ])
    : [[], new Set<string>()]
  const holders = await holdersOf(rows, device, zoneName, blacklist)
  const kept = new Set(holders.map((holder) => holder.id))
  // Ids out of scope are told only if they were of this tournament or are gone: nothing of another's.
  const otherTournament = new Set(
    changed
      .filter(
        (row) => row.tournament_id !== null && Number(row.tournament_id) !== device.tournamentId
      )
      .map((row) => Number(row.form_id))
  )
  return {
    reset: false as const,
    setup,
    holders,
    removed: ids.filter((id) => !kept.has(id) && !otherTournament.has(id)),
    cursor: encodeCursor(Math.max(cursor.changeId, settled), fingerprint),
  }
}
