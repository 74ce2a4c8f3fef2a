import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { credentialsOf } from '#services/credentials/credential_reads'
import type { Credential } from '#services/credentials/credential'
import type { Labels } from '#services/credentials/credential_labels'
import { restrictToScope, type FormScope } from '#services/auth/form_access'

/** What one badge shows, read in one query per batch (photos are read as each page is drawn). */
export type BadgeData = {
  id: number
  name: string
  lastName: string
  type: string
  category: string
  typeLabel: Labels
  categoryLabel: Labels
  organisation: string | null
  code: string
  rfid: string | null
  photoPath: string | null
  color: string | null
  zones: string[]
  tournament: {
    id: number
    name: string
    year: number
    startsOn: Date
    endsOn: Date
    format: string
    colors: string
  }
  /** A day pass's first and last day; null for the whole tournament. */
  days: { from: Date; to: Date } | null
}

/**
 * Keeps the printable forms of a query over `forms`: approved and not
 * erased (the one place this rule is written; a print queue re-checks it
 * before it draws or logs a card).
 */
export function wherePrintable<Query extends ChainableContract>(query: Query): Query {
  return query.where('forms.state', 'approved').whereNull('forms.erased_at')
}

/**
 * Ids in this order, printable, in the user's desk scope (this year's
 * tournaments, types they review): the forms a print may print.
 */
export async function printableIds(ids: number[], scope: FormScope) {
  if (ids.length === 0) return []
  const rows = await restrictToScope(
    wherePrintable(db.from('forms').whereIn('forms.id', ids)),
    scope
  ).select('forms.id')
  const kept = new Set(rows.map((row) => Number(row.id)))
  return ids.filter((id) => kept.has(id))
}

/** A stored ISO day as the badge's date formatters take it (midnight UTC, the process's zone). */
function day(iso: string): Date {
  return new Date(`${iso}T00:00:00.000Z`)
}

/** What a badge prints of a credential. */
export function badgeOf(credential: Credential): BadgeData {
  const { holder, tournament } = credential
  return {
    id: credential.id,
    name: holder.name,
    lastName: holder.lastName,
    type: holder.type,
    category: holder.category,
    typeLabel: holder.typeLabel,
    categoryLabel: holder.categoryLabel,
    organisation: holder.organisation,
    code: credential.card.code,
    rfid: credential.rfid,
    photoPath: holder.photoPath,
    color: credential.color,
    zones: credential.zoneList,
    tournament: {
      id: tournament.id,
      name: tournament.name,
      year: tournament.year,
      startsOn: day(tournament.startsOn),
      endsOn: day(tournament.endsOn),
      format: tournament.badgeFormat,
      colors: tournament.badgeColors,
    },
    days: credential.dayPass
      ? { from: day(credential.dayPass.from), to: day(credential.dayPass.to) }
      : null,
  }
}

/**
 * The badges of these forms (already checked printable), in the order given;
 * through the caller's transaction when it has one (a decision mail says what
 * the badge will).
 */
export async function badgeData(
  ids: number[],
  client?: TransactionClientContract
): Promise<BadgeData[]> {
  const credentials = await credentialsOf(ids, client)
  return credentials.map(badgeOf)
}
