import { activeFlags, parseFlags, type PermissionFlags } from '#support/permission_flags'
import { storedMoment } from '#support/sql_time'
import { deskGateStatus, type GateStatus } from '#services/credentials/gate_status'
import { labelsOf, type Labels } from '#services/credentials/credential_labels'

/**
 * What an accepted request grants, as every desk, gate, badge and page reads
 * it. This module and its readers are the only place that turns a request
 * into zones, validity days, labels and the current card.
 */

/** The days a credential is valid (ISO dates, the organiser's calendar), first and last included. */
export type Validity = { kind: 'tournament' | 'day_pass'; from: string; to: string }

export type Credential = {
  id: number
  tournament: {
    id: number
    isCurrent: boolean
    name: string
    year: number
    startsOn: string
    endsOn: string
    badgeFormat: string
    badgeColors: string
  }
  holder: {
    name: string
    lastName: string
    organisation: string | null
    photoPath: string | null
    type: string
    category: string
    /** What staff and holders read: "Prensa" / "Press", never the internal code. */
    typeLabel: Labels
    categoryLabel: Labels
  }
  state: string
  /** Where the desks take it to stand at the gates (blocked once the organiser decides it). */
  gateStatus: GateStatus | null
  /** The template's zone flags with the request's own on top (a 0 takes a zone away). */
  zones: PermissionFlags
  /** The granted zones as printed: "name" or "name: value". */
  zoneList: string[]
  validity: Validity
  /** A day pass's days; null for the whole tournament (the doors check only a day pass's days). */
  dayPass: { from: string; to: string } | null
  allowances: { meals: number; cents: number }
  /** The card now in the holder's hands: its version and the code printed on it. */
  card: { version: number; code: string }
  rfid: string | null
  /** The badge colour staff chose (#rrggbb), if any. */
  color: string | null
}

function isoDay(raw: unknown): string | null {
  const moment = storedMoment(raw)
  return moment ? moment.toISOString().slice(0, 10) : null
}

/** The request's own days (an organisation's day quota, any type), which come first. */
function ownDayPass(row: Record<string, any>) {
  const from = isoDay(row.own_pass_from)
  return from ? { from, to: isoDay(row.own_pass_to) ?? from } : null
}

/** The day pass of a type whose form has day-pass fields (`#forms/day_pass`). */
function typeDayPass(row: Record<string, any>) {
  const from = row.day_pass ? isoDay(row.date_permission) : null
  return from ? { from, to: isoDay(row.end_permission) ?? from } : null
}

/** A row read with `withCredentialColumns` as its credential; null when the row names none. */
export function credentialOfRow(row: Record<string, any> | null | undefined): Credential | null {
  if (!row || row.form_id === null || row.form_id === undefined) return null
  const zones = { ...parseFlags(row.template_flags), ...parseFlags(row.custom_permission) }
  const dayPass = ownDayPass(row) ?? typeDayPass(row)
  const startsOn = isoDay(row.tournament_starts_on) ?? ''
  const endsOn = isoDay(row.tournament_ends_on) ?? startsOn
  const type = String(row.form_type)
  const category = String(row.category)
  return {
    id: Number(row.form_id),
    tournament: {
      id: Number(row.form_tournament_id),
      isCurrent: Boolean(row.is_current),
      name: String(row.tournament_name ?? ''),
      year: Number(row.tournament_year ?? 0),
      startsOn,
      endsOn,
      badgeFormat: String(row.badge_format ?? ''),
      badgeColors: String(row.badge_colors ?? ''),
    },
    holder: {
      name: String(row.form_name),
      lastName: String(row.last_name),
      organisation: row.company ? String(row.company) : null,
      photoPath: row.photo_path ? String(row.photo_path) : null,
      type,
      category,
      typeLabel: labelsOf('type', type),
      categoryLabel: labelsOf('category', category),
    },
    state: String(row.state),
    gateStatus: deskGateStatus(row),
    zones,
    zoneList: activeFlags(zones),
    validity: dayPass
      ? { kind: 'day_pass', ...dayPass }
      : { kind: 'tournament', from: startsOn, to: endsOn },
    dayPass,
    allowances: { meals: Number(row.credits ?? 0), cents: Number(row.amount ?? 0) },
    card: { version: Number(row.card_version ?? 1), code: String(row.card_code) },
    rfid: row.card_rfid ? String(row.card_rfid) : null,
    color: typeof row.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(row.color) ? row.color : null,
  }
}
