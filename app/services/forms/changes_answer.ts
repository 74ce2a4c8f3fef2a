import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import Tournament from '#models/tournament'
import CheckPhotoJob from '#jobs/check_photo_job'
import { changesValidator } from '#forms/validation'
import { optionValues } from '#forms/option_lists'
import { sqlTimestamp } from '#support/sql_time'
import { UnreadableImageError } from '#services/files/stored_files'
import { isBlacklisted } from '#services/configuration/blacklist'
import { resolveLocale } from '#services/i18n/locales'
import type { openRound } from '#services/applicants/change_requests'
import { updateForm } from '#services/forms/form_update'

/** A second use of a round's link (or an answer racing another): nothing is written. */
export class RoundClosedError extends Error {}

/**
 * The applicant's answer: only the marked fields, checked with their type's
 * public rules (a file through its kind's pipeline), written by the staff
 * edit's path so the history names what changed; the round is marked
 * answered in that transaction, once (a second use changes nothing).
 */
export async function answerChanges(
  ctx: HttpContext,
  open: NonNullable<Awaited<ReturnType<typeof openRound>>>
) {
  const { round, form, definition } = open
  const marked = Object.keys(round.fieldMap)
  const tournament = await Tournament.findOrFail(form.tournamentId)
  const input = { ...ctx.request.all(), ...ctx.request.allFiles() }
  const values = await changesValidator(definition, marked).validate(
    Object.fromEntries(marked.map((name) => [name, input[name]])),
    {
      meta: {
        options: await optionValues(tournament),
        tournamentYear: tournament.year,
        downloaded: [],
        isBlacklisted,
      },
      messagesProvider: ctx.i18n.createMessagesProvider(),
    }
  )
  const photoBefore = form.photoPath
  try {
    await updateForm(definition, form, values, null, tournament, resolveLocale(form.locale), {
      only: marked,
      history: { source: 'applicant', round: round.id },
      within: async (trx) => {
        const answered = await trx
          .from('change_requests')
          .where('id', round.id)
          .whereNull('answered_at')
          .update({ answered_at: sqlTimestamp(DateTime.now()) })
        if (Number(Array.isArray(answered) ? answered[0] : answered) === 0)
          throw new RoundClosedError()
      },
    })
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error
    /** A photo the image library cannot read: the same message as on a new submit. */
    throw new vineErrors.E_VALIDATION_ERROR([
      { field: 'image', rule: 'unreadable', message: ctx.i18n.t('forms.errors.unreadable_image') },
    ])
  }
  /** A new photo goes through the same check as a new submit's. */
  if (form.photoPath && form.photoPath !== photoBefore) {
    try {
      await CheckPhotoJob.dispatch({ formId: form.id })
    } catch (error) {
      logger.error({ err: error, formId: form.id }, 'photo check not queued')
    }
  }
}
