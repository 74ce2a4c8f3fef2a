import jsonLogic from 'json-logic-js'
import { REASON_MESSAGES, type Message, type ReasonCode } from './reasons.js'

/**
 * The one rules engine of the doors: for a credential at a door at a moment,
 * admit or deny with a reason code and a message in es and en. It is pure
 * (no database, no clock, no locale): the server and the browser give it the
 * same facts and get the same answer. It imports nothing but json-logic-js
 * and this folder, so Vite can bundle it for the pages.
 */

export type ScanDirection = 'in' | 'out'
export type DoorDirection = ScanDirection | 'both'

/** A zone's rule that varies by tournament: when `if` holds, an entry is denied with `message`. */
export type ZoneRule = { if: unknown; message: Message }

export type CredentialFacts = {
  tournamentId: number
  /** The credential's tournament is this year's. */
  currentTournament: boolean
  state: string
  /** forms.access_status: 'blocked' at the gates. */
  accessStatus: string | null
  blacklisted: boolean
  type: string
  category: string
  /** The template's zone flags with the credential's own on top (a 0 takes a zone away). */
  zones: Record<string, number | string>
  /** A day pass's first and last days (ISO dates); null: the whole tournament. */
  days: { from: string; to: string } | null
}

export type ScanFacts = {
  /** Null: the scan names no credential. */
  credential: CredentialFacts | null
  zone: { name: string; tournamentId: number; antiPassback: boolean; rules: ZoneRule[] }
  door: { direction: DoorDirection; opensAt: string | null; closesAt: string | null }
  direction: ScanDirection
  /** The credential is inside this zone now (its last counted passage was an entry). */
  inside: boolean
  /** The organiser's local date (yyyy-mm-dd) and time (HH:MM). */
  now: { date: string; time: string }
  /** The scan names no credential but a card since replaced (lost, stolen, damaged). */
  replacedCard?: boolean
}

export type Verdict = 'admit' | 'deny'
export type Decision = { verdict: Verdict; reason: ReasonCode; message: Message }

function answer(verdict: Verdict, reason: ReasonCode, values: Record<string, string> = {}) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '')
  const { es, en } = REASON_MESSAGES[reason]
  return { verdict, reason, message: { es: fill(es), en: fill(en) } }
}

/** A granted zone flag: 1 or any value other than 0 (a stand, a gate number). */
export function zoneGranted(zones: Record<string, number | string>, zone: string): boolean {
  const value = zones[zone]
  return value !== undefined && value !== 0 && value !== '0' && value !== ''
}

/** Within [opensAt, closesAt); a window whose end is before its start runs past midnight. */
export function withinHours(time: string, opensAt: string | null, closesAt: string | null) {
  if (!opensAt || !closesAt) return true
  if (opensAt === closesAt) return true
  if (opensAt < closesAt) return time >= opensAt && time < closesAt
  return time >= opensAt || time < closesAt
}

/** What a zone's rules see: no names or documents, only what a rule may depend on. */
export function ruleData(facts: ScanFacts, credential: CredentialFacts) {
  return {
    credential: {
      type: credential.type,
      category: credential.category,
      dayPass: credential.days !== null,
    },
    zone: facts.zone.name,
    direction: facts.direction,
    now: facts.now,
  }
}

/** The first of a zone's rules that denies this entry, if any. */
function denyingRule(facts: ScanFacts, credential: CredentialFacts): ZoneRule | null {
  const data = ruleData(facts, credential)
  for (const rule of facts.zone.rules) {
    if (jsonLogic.truthy(jsonLogic.apply(rule.if as jsonLogic.RulesLogic, data))) return rule
  }
  return null
}

/**
 * The verdict, the first failing check in this order: a known badge of this
 * tournament, the door's direction; an exit is then always let through (no
 * one is kept inside); an entry needs an approved credential, not blocked at
 * the gates, not blacklisted, the zone granted, today within its days, the
 * door open, no zone rule against it, and (anti-passback) not inside already.
 */
export function decide(facts: ScanFacts): Decision {
  const credential = facts.credential
  const zone = facts.zone.name
  if (!credential) return answer('deny', facts.replacedCard ? 'card_replaced' : 'unknown_badge')
  if (!credential.currentTournament || credential.tournamentId !== facts.zone.tournamentId) {
    return answer('deny', 'other_tournament')
  }
  if (facts.door.direction !== 'both' && facts.door.direction !== facts.direction) {
    return answer('deny', facts.direction === 'in' ? 'exit_only' : 'entry_only')
  }
  if (facts.direction === 'out') return answer('admit', 'exit', { zone })
  if (credential.state !== 'approved') return answer('deny', 'not_approved')
  if (credential.accessStatus === 'blocked') return answer('deny', 'blocked')
  if (credential.blacklisted) return answer('deny', 'blacklisted')
  if (!zoneGranted(credential.zones, zone)) return answer('deny', 'zone_not_granted', { zone })
  const days = credential.days
  if (days && (facts.now.date < days.from || facts.now.date > days.to)) {
    return answer('deny', 'outside_days', { from: days.from, to: days.to })
  }
  const { opensAt, closesAt } = facts.door
  if (!withinHours(facts.now.time, opensAt, closesAt)) {
    return answer('deny', 'door_closed', { from: opensAt ?? '', to: closesAt ?? '' })
  }
  const rule = denyingRule(facts, credential)
  if (rule) return { verdict: 'deny', reason: 'zone_rule', message: { ...rule.message } }
  if (facts.zone.antiPassback && facts.inside) return answer('deny', 'already_inside', { zone })
  return answer('admit', 'entry', { zone })
}
