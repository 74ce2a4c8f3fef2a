import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTimestamp, storedMoment } from '#support/sql_time'
import { affectedRows } from '#services/gates/gate_delivery'
import { recordHistory } from '#services/history/form_history'
import { restrictToScope, type FormScope } from '#services/auth/form_access'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { printableIds, wherePrintable } from '#services/badges/badge_data'
import { alreadyPrinted, printEntry } from '#services/badges/printed_cards'
import { isPrinted } from '#services/history/credential_markers'
import { currentTemplates, templateFor } from '#services/badges/template_store'
import { PRINT_LEASE_MS, STATION_ALIVE_MS, type Station } from '#services/printing/print_stations'

/**
 * A station's queue. A job is one card; it is claimed by one station page
 * under a lease (queued → printing), renewed each time the page asks for
 * work, and settled by that page only (printed, or back to the queue with
 * why it failed). A page that stops asking loses its claim when the lease
 * runs out, and its queue is taken over by another station of the
 * tournament: state in rows, never a message that could be lost. A job
 * whose card may no longer print (rejected, withdrawn, erased, or printed
 * elsewhere since a first print was sent) is closed as `cancelled` when a
 * station next looks at it, which frees the card for a new send.
 */

export type SendOutcome =
  | { status: 'sent'; queued: number; skipped: number[]; refused: number[] }
  | { status: 'needs_reason'; reprints: number[] }

/**
 * Queues the printable forms among `ids` (the sender's scope, the station's
 * tournament) on the station, each with the template version current now
 * (an edit afterwards does not change what the job prints). A card already
 * printed or already waiting in a queue is a reprint and needs a reason; a
 * card waiting in a queue is not queued twice.
 */
export async function sendToStation(
  station: Station,
  ids: number[],
  options: { userId: number; scope: FormScope; reason: string | null }
): Promise<SendOutcome> {
  const printable = await printableIds(ids, {
    ...options.scope,
    tournamentId: station.tournamentId,
  })
  const refused = ids.filter((id) => !printable.includes(id))
  const open = await db
    .from('print_jobs')
    .whereIn('form_id', printable)
    .whereIn('state', ['queued', 'printing'])
    .select('form_id')
  const waiting = new Set(open.map((row) => Number(row.form_id)))
  const printed = await alreadyPrinted(printable)
  const reprints = printable.filter((id) => printed.has(id))
  if (reprints.length > 0 && !options.reason) return { status: 'needs_reason', reprints }
  const toQueue = printable.filter((id) => !waiting.has(id))
  const forms = await db
    .from('forms')
    .whereIn('id', toQueue)
    .select('id', 'category', 'card_version')
  const byId = new Map(forms.map((row) => [Number(row.id), row]))
  const templates = await currentTemplates([station.tournamentId])
  const tournament = await db.from('tournaments').where('id', station.tournamentId).first()
  const now = sqlTimestamp(DateTime.now())
  const rows = toQueue.map((id) => {
    const form = byId.get(id)!
    const version = templateFor(
      templates,
      { id: station.tournamentId, format: String(tournament?.badge_format ?? '') },
      String(form.category)
    )
    return {
      station_id: station.id,
      form_id: id,
      template_version_id: version.versionId,
      card_version: Number(form.card_version),
      state: 'queued',
      reprint_reason: printed.has(id) ? options.reason : null,
      sent_by: options.userId,
      created_at: now,
      updated_at: now,
    }
  })
  // A card already waiting (queued by a send running at the same moment) is
  // skipped by the one-open-job-per-card index, not queued twice.
  const queued = await db.transaction(async (trx) => {
    const inserted: number[] = []
    for (let start = 0; start < rows.length; start += 200) {
      // Knex's own builder: Lucid drops RETURNING on SQLite, which has it.
      const returned = await trx
        .knexQuery()
        .table('print_jobs')
        .insert(rows.slice(start, start + 200))
        .onConflict()
        .ignore()
        .returning('form_id')
      inserted.push(...returned.map((row: { form_id: number }) => Number(row.form_id)))
    }
    return new Set(inserted)
  })
  const skipped = [...waiting, ...toQueue.filter((id) => !queued.has(id))]
  return { status: 'sent', queued: queued.size, skipped, refused }
}

export type ClaimedJob = {
  id: number
  formId: number
  name: string
  lastName: string
  templateVersionId: number | null
  reprintReason: string | null
  failureReason: string | null
  attempts: number
  /** The station whose queue it was sent to, when another took it over. */
  takenOverFrom: string | null
  /** The station whose page holds it. */
  claimedBy: number
}

/**
 * A station page asks for work: the station is alive, the leases its page
 * holds are renewed, and, when it holds no job, it claims the oldest it may
 * print: its own queue, a job whose claim ran out, or the queue of a
 * station of its tournament that stopped asking. The claim is one guarded
 * UPDATE: of two pages after one job, one wins, the other tries the next.
 */
export async function claimWork(
  station: Station,
  token: string,
  scope: FormScope
): Promise<ClaimedJob | null> {
  const now = Date.now()
  await db.from('print_stations').where('id', station.id).update({ seen_at: now })
  await cancelUnprintable(station.tournamentId)
  await db
    .from('print_jobs')
    .where({ claim_token: token, state: 'printing' })
    .update({ lease_until: now + PRINT_LEASE_MS })
  const held = await jobHeldBy(token)
  if (held) return held
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidates = await restrictToScope(
      wherePrintable(
        db
          .from('print_jobs')
          .join('print_stations', 'print_stations.id', 'print_jobs.station_id')
          .join('forms', 'forms.id', 'print_jobs.form_id')
      )
        .where('print_stations.tournament_id', station.tournamentId)
        .where((either) =>
          either
            .where((own) =>
              own.where('print_jobs.station_id', station.id).where('print_jobs.state', 'queued')
            )
            .orWhere((stale) =>
              stale.where('print_jobs.state', 'printing').where('print_jobs.lease_until', '<', now)
            )
            .orWhere((orphan) =>
              orphan
                .where('print_jobs.state', 'queued')
                /** A station that was alive and went silent; a never-opened one's queue waits for it. */
                .whereNotNull('print_stations.seen_at')
                .where('print_stations.seen_at', '<', now - STATION_ALIVE_MS)
            )
        ),
      scope
    )
      .orderByRaw('case when print_jobs.station_id = ? then 0 else 1 end', [station.id])
      .orderBy('print_jobs.id')
      .limit(1)
      .select('print_jobs.id')
    if (candidates.length === 0) return null
    const id = Number(candidates[0].id)
    const claimed = await db
      .from('print_jobs')
      .where('id', id)
      .where((either) =>
        either
          .where('state', 'queued')
          .orWhere((stale) => stale.where('state', 'printing').where('lease_until', '<', now))
      )
      .update({
        state: 'printing',
        claim_token: token,
        claimed_by: station.id,
        lease_until: now + PRINT_LEASE_MS,
        updated_at: sqlTimestamp(DateTime.now()),
      })
    if (affectedRows(claimed) > 0) return jobHeldBy(token)
  }
  return null
}

async function jobHeldBy(token: string): Promise<ClaimedJob | null> {
  const row = await db
    .from('print_jobs')
    .join('forms', 'forms.id', 'print_jobs.form_id')
    .join('print_stations', 'print_stations.id', 'print_jobs.station_id')
    .where({ 'print_jobs.claim_token': token, 'print_jobs.state': 'printing' })
    .select(
      'print_jobs.*',
      'forms.name',
      'forms.last_name',
      'forms.card_version as current_card_version',
      'print_stations.name as station_name'
    )
    .first()
  if (!row) return null
  return {
    id: Number(row.id),
    formId: Number(row.form_id),
    name: String(row.name),
    lastName: String(row.last_name),
    templateVersionId: row.template_version_id === null ? null : Number(row.template_version_id),
    reprintReason: reasonFor(row, Number(row.current_card_version)),
    failureReason: row.failure_reason,
    attempts: Number(row.attempts),
    takenOverFrom:
      Number(row.station_id) === Number(row.claimed_by) ? null : String(row.station_name),
    claimedBy: Number(row.claimed_by),
  }
}

/**
 * Why a job is reprinted, for the card the form has now: a reason given
 * for the card it was sent for (misprint, damaged) does not carry over to
 * a replacement card's first print.
 */
function reasonFor(job: { card_version: unknown; reprint_reason: string | null }, card: number) {
  return Number(job.card_version) === card ? job.reprint_reason : null
}

/** Why a held job may not print or be confirmed: not this page's, or its card may no longer print. */
export type JobRefusal = 'not_yours' | 'not_printable' | 'printed_elsewhere'

/**
 * Whether the held job's card may still print, read through `client`: the
 * form is printable, and a first print (no reason) finds its card still
 * unprinted (a print from the console since the send makes it a reprint,
 * which needs a reason). The card to log and the reason, or the refusal.
 */
async function stillPrintable(
  client: QueryClientContract,
  job: { form_id: unknown; card_version: unknown; reprint_reason: string | null }
): Promise<{ refusal: JobRefusal } | { card: number; reason: string | null }> {
  const form = await wherePrintable(client.from('forms').where('forms.id', Number(job.form_id)))
    .select('forms.card_version')
    .first()
  if (!form) return { refusal: 'not_printable' }
  const card = Number(form.card_version)
  const reason = reasonFor(job, card)
  if (!reason && (await isPrinted(Number(job.form_id), client)))
    return { refusal: 'printed_elsewhere' }
  return { card, reason }
}

/** Closes one job this page holds: it will not print, and frees its card for a new send. */
async function cancelHeld(client: QueryClientContract, jobId: number, token: string, why: string) {
  await client
    .from('print_jobs')
    .where({ id: jobId, claim_token: token, state: 'printing' })
    .update(cancelled(why))
}

function cancelled(why: string) {
  return {
    state: 'cancelled',
    claim_token: null,
    lease_until: null,
    failure_reason: why,
    updated_at: sqlTimestamp(DateTime.now()),
  }
}

/** Closes the open jobs of a tournament's queues whose card is no longer printable. */
async function cancelUnprintable(tournamentId: number) {
  await db
    .from('print_jobs')
    .whereIn('state', ['queued', 'printing'])
    .whereIn(
      'station_id',
      db.from('print_stations').where('tournament_id', tournamentId).select('id')
    )
    .whereNotExists(
      wherePrintable(db.from('forms').whereColumn('forms.id', 'print_jobs.form_id')).select(
        db.raw('1')
      )
    )
    .update(cancelled('not_printable'))
}

/**
 * The job this station's page holds, if its card may still print; a job
 * whose card may not is closed and the refusal says why.
 */
export async function heldJob(
  station: Station,
  jobId: number,
  token: string
): Promise<{ job: ClaimedJob } | { refusal: JobRefusal }> {
  const held = await jobHeldBy(token)
  if (!held || held.id !== jobId || held.claimedBy !== station.id) return { refusal: 'not_yours' }
  const sent = await db
    .from('print_jobs')
    .where('id', jobId)
    .select('form_id', 'card_version', 'reprint_reason')
    .first()
  const check = await stillPrintable(db.connection(), sent)
  if ('refusal' in check) {
    await cancelHeld(db.connection(), jobId, token, check.refusal)
    return check
  }
  return { job: held }
}

/**
 * The page printed the card: the job is settled and the card's history logs
 * the print with the station, the template version and the form's current
 * card. Only the claim's holder settles it: a page whose lease ran out (and
 * whose job another station took) is told so and changes nothing. A card
 * that may no longer print is not logged; its job is closed.
 */
export async function confirmPrinted(
  station: Station,
  jobId: number,
  token: string,
  userId: number
): Promise<JobRefusal | null> {
  return db.transaction(async (trx) => {
    const job = await trx
      .from('print_jobs')
      .leftJoin(
        'badge_template_versions',
        'badge_template_versions.id',
        'print_jobs.template_version_id'
      )
      .where({
        'print_jobs.id': jobId,
        'print_jobs.claim_token': token,
        'print_jobs.claimed_by': station.id,
        'print_jobs.state': 'printing',
      })
      .select(
        'print_jobs.*',
        'badge_template_versions.template_id',
        'badge_template_versions.version as template_version'
      )
      .first()
    if (!job) return 'not_yours'
    const check = await stillPrintable(trx, job)
    if ('refusal' in check) {
      await cancelHeld(trx, jobId, token, check.refusal)
      return check.refusal
    }
    const settled = await trx
      .from('print_jobs')
      .where({ id: jobId, claim_token: token, claimed_by: station.id, state: 'printing' })
      .update({
        state: 'printed',
        claim_token: null,
        lease_until: null,
        printed_at: sqlTimestamp(DateTime.now()),
        updated_at: sqlTimestamp(DateTime.now()),
      })
    if (affectedRows(settled) === 0) return 'not_yours'
    await recordHistory(trx, {
      formId: Number(job.form_id),
      userId,
      type: 'print',
      data: printEntry({
        badges: 1,
        card: check.card,
        template: {
          id: job.template_id === null ? null : Number(job.template_id),
          version: job.template_version === null ? 0 : Number(job.template_version),
        },
        station: { id: station.id, name: station.name },
        reason: check.reason,
      }),
    })
    return null
  })
}

/** The card came out wrong: back to the queue (first in line), to be printed again for that reason. */
export async function markFailed(
  station: Station,
  jobId: number,
  token: string,
  reason: string
): Promise<boolean> {
  const updated = await db
    .from('print_jobs')
    .where({ id: jobId, claim_token: token, claimed_by: station.id, state: 'printing' })
    .update({
      state: 'queued',
      claim_token: null,
      lease_until: null,
      failure_reason: reason,
      reprint_reason: reason,
      attempts: db.raw('attempts + 1'),
      updated_at: sqlTimestamp(DateTime.now()),
    })
  return affectedRows(updated) > 0
}

export type QueueRow = {
  id: number
  name: string
  lastName: string
  state: string
  reprintReason: string | null
  failureReason: string | null
  printedBy: string | null
  templateVersion: number
  printedAt: string | null
}

/** A station's queue, then its latest closed jobs (the print log names station and template version). */
export async function stationQueue(station: Station, scope: FormScope): Promise<QueueRow[]> {
  const rows = await restrictToScope(
    db
      .from('print_jobs')
      .join('forms', 'forms.id', 'print_jobs.form_id')
      .leftJoin('print_stations as claimer', 'claimer.id', 'print_jobs.claimed_by')
      .leftJoin(
        'badge_template_versions',
        'badge_template_versions.id',
        'print_jobs.template_version_id'
      )
      .where((either) =>
        either
          .where('print_jobs.station_id', station.id)
          .orWhere('print_jobs.claimed_by', station.id)
      ),
    scope
  )
    .orderByRaw("case when print_jobs.state in ('printed', 'cancelled') then 1 else 0 end")
    .orderBy('print_jobs.id', 'desc')
    .limit(100)
    .select(
      'print_jobs.id',
      'print_jobs.state',
      'print_jobs.reprint_reason',
      'print_jobs.failure_reason',
      'print_jobs.printed_at',
      'forms.name',
      'forms.last_name',
      'claimer.name as claimer_name',
      'badge_template_versions.version as template_version'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    lastName: String(row.last_name),
    state: String(row.state),
    reprintReason: row.reprint_reason,
    failureReason: row.failure_reason,
    printedBy: row.state === 'printed' && row.claimer_name ? String(row.claimer_name) : null,
    templateVersion: row.template_version === null ? 0 : Number(row.template_version),
    printedAt: storedMoment(row.printed_at)?.toISOString() ?? null,
  }))
}
