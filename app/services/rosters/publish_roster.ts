import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Tournament from '#models/tournament'
import RosterMail, { type RosterMailData } from '#mails/roster_mail'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import { guardianEmails } from '#services/applicants/decision_mails'
import { applicantRecipient } from '#services/applicants/recipient'
import { statusLinkOf } from '#services/applicants/status_link'
import { loadRosterWorld, rosterSettings } from '#services/rosters/roster_world'
import { lockRoster } from '#services/rosters/roster_lock'
import { publishedShiftsOf } from '#services/rosters/roster_grid'
import { rosterViolations, type Violation } from '#services/rosters/roster_validator'

export type PublishResult =
  | { ok: true; version: number; mailed: number; changed: number }
  | { ok: false; violations: Violation[] }

const CHUNK = 500

async function placementsOf(trx: TransactionClientContract, table: string, tournamentId: number) {
  const rows = await trx
    .from(table)
    .where('tournament_id', tournamentId)
    .select('form_id', 'shift_id')
  return rows.map((row) => ({ formId: Number(row.form_id), shiftId: Number(row.shift_id) }))
}

/** Each person's shift ids, sorted, as one comparable key. */
function shiftKeys(placements: { formId: number; shiftId: number }[]) {
  const byPerson = new Map<number, number[]>()
  for (const placement of placements)
    byPerson.set(placement.formId, [...(byPerson.get(placement.formId) ?? []), placement.shiftId])
  return new Map(
    [...byPerson].map(([formId, ids]) => [formId, ids.sort((a, b) => a - b).join(',')])
  )
}

/**
 * Publishes the working roster: it is checked whole against the hard rules
 * (a rule broken since, by a changed request or setting, refuses it and the
 * last published roster stays), copied to the published roster, and every
 * person whose shifts differ from the last publication is mailed their
 * shifts with a calendar file, in the same transaction; the others hear nothing.
 * The demo data publishes without mails.
 */
export async function publishRoster(
  tournament: Tournament,
  options: { mail: boolean } = { mail: true }
): Promise<PublishResult> {
  return db.transaction(async (trx) => {
    await lockRoster(trx, tournament.id)
    const world = await loadRosterWorld(tournament, trx)
    const next = await placementsOf(trx, 'roster_assignments', tournament.id)
    const violations = rosterViolations(world, next)
    if (violations.length > 0) return { ok: false as const, violations }

    const previous = await placementsOf(trx, 'roster_published', tournament.id)
    const before = shiftKeys(previous)
    const after = shiftKeys(next)
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (formId) => before.get(formId) !== after.get(formId)
    )

    await trx.from('roster_published').where('tournament_id', tournament.id).delete()
    const now = DateTime.utc().toSQL({ includeOffset: false })
    const rows = await trx
      .from('roster_assignments')
      .where('tournament_id', tournament.id)
      .select('shift_id', 'form_id', 'source')
    for (let start = 0; start < rows.length; start += CHUNK)
      await trx.table('roster_published').multiInsert(
        rows.slice(start, start + CHUNK).map((row) => ({
          tournament_id: tournament.id,
          shift_id: row.shift_id,
          form_id: row.form_id,
          source: row.source,
          created_at: now,
        }))
      )
    const settings = await rosterSettings(tournament.id, trx)
    const republished = settings.publishedVersion > 0
    settings.publishedVersion += 1
    settings.publishedAt = DateTime.utc()
    await settings.useTransaction(trx).save()

    let mailed = 0
    const toMail = options.mail ? changed : []
    for (let start = 0; start < toMail.length; start += CHUNK) {
      const messages = await rosterMails(
        trx,
        tournament,
        changed.slice(start, start + CHUNK),
        republished
      )
      mailed += messages.length
      if (messages.length > 0)
        await queueWithin(trx, async () => {
          for (const message of messages) await mail.sendLater(new RosterMail(message))
        })
    }
    return {
      ok: true as const,
      version: settings.publishedVersion,
      mailed,
      changed: changed.length,
    }
  })
}

/** The published shifts of these people, one mail each (a minor's to the guardian). */
async function rosterMails(
  trx: TransactionClientContract,
  tournament: Tournament,
  ids: number[],
  change: boolean
): Promise<RosterMailData[]> {
  const people = await trx
    .from('forms')
    .whereIn('id', ids)
    .whereNull('erased_at')
    .select('id', 'name', 'email', 'locale')
  const shifts = await publishedShiftsOf(ids, trx)
  const guardians = await guardianEmails(trx, ids)
  const messages: RosterMailData[] = []
  for (const person of people) {
    const to = applicantRecipient(person.email, guardians.get(Number(person.id)))
    if (!to) continue
    messages.push({
      to,
      locale: person.locale === 'en' ? 'en' : 'es',
      name: String(person.name),
      tournament: tournament.name,
      change,
      shifts: shifts.filter((shift) => shift.formId === Number(person.id)),
      statusUrl: statusLinkOf(
        Number(person.id),
        tournament.endsOn.toISODate(),
        tournament.retentionDays
      ),
    })
  }
  return messages
}
