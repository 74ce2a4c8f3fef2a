import vine from '@vinejs/vine'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import type Tournament from '#models/tournament'
import type { FormMeta } from '#forms/kinds/form_meta'
import { optionValues } from '#forms/option_lists'
import { isBlacklisted } from '#services/configuration/blacklist'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Form from '#models/form'
import type Organisation from '#models/organisation'
import { fieldsOf, type FormTypeDefinition } from '#forms/definition'
import { kindOf } from '#forms/kinds/index'
import { propOf } from '#forms/fields'
import { StoredFiles } from '#services/files/stored_files'
import { deleteStoredFiles } from '#services/privacy/stored_file_removal'
import { isPrinted } from '#services/history/credential_markers'
import { recordHistory } from '#services/history/form_history'
import { replaceCardWithin } from '#services/badges/card_replacement'
import { lockFormRow } from '#services/gates/gate_delivery'
import { dispatchGateDeliveries } from '#services/gates/gate_dispatch'
import { changeState, returnToWaiting } from '#services/forms/form_state'
import { closeOpenRounds } from '#services/applicants/change_requests'
import { approvesAutomatically } from '#services/organisations/organisation_requests'
import CheckDuplicatesJob from '#jobs/check_duplicates_job'
import CheckPhotoJob from '#jobs/check_photo_job'

/** What a substitution changes: the person's identity (the place, type and template stay). */
export const SUBSTITUTED_FIELDS = ['name', 'lastName', 'birthDate', 'document', 'email', 'image']

/** Fields the new person may leave empty: the old person's email and photo never stay. */
const OPTIONAL = new Set(['email', 'image'])

/**
 * The substitution's fields checked by the form type's own rules (photo
 * checks, the blacklist on the new name), in the reader's language.
 */
export async function validateSubstitution(
  definition: FormTypeDefinition,
  tournament: Tournament,
  data: Record<string, unknown>,
  messagesProvider: MessagesProviderContact
) {
  const specs = fieldsOf(definition).filter((spec) => SUBSTITUTED_FIELDS.includes(spec.name))
  const validator = vine.withMetaData<FormMeta>().create(
    Object.fromEntries(
      specs.map((spec) => {
        const rule = kindOf(spec).rule(spec)
        return [spec.name, OPTIONAL.has(spec.name) ? rule.optional() : rule]
      })
    )
  )
  return validator.validate(data, {
    meta: {
      options: await optionValues(tournament),
      tournamentYear: tournament.year,
      downloaded: [],
      isBlacklisted,
    },
    messagesProvider,
  })
}

export type SubstitutionOutcome = 'substituted' | 'replaced' | 'refused'

/** A refusal found inside the transaction: it rolls back whatever was written. */
class Refused extends Error {}

/**
 * Another person takes a person's place, in one transaction: the person is
 * re-checked there (not withdrawn: a no-op guarded UPDATE of their row holds
 * it against a concurrent withdrawal; the request not rejected or erased).
 * Before the card is printed it is a name change of the request; after, the
 * printed card is replaced in the same transaction (`replaceCardWithin`,
 * reason `name_change`: a new code, the old card refused everywhere). The old
 * person's open invitation round closes, and the new person goes through the
 * organisation's approval rule (`approvesAutomatically`): an approved request
 * that no longer meets it goes back to waiting. Files are stored first and
 * removed if anything fails; the review's checks run again.
 */
export async function substitutePerson(
  organisation: Organisation,
  definition: FormTypeDefinition,
  person: { id: number; formId: number },
  values: Record<string, unknown>
): Promise<SubstitutionOutcome> {
  const form = await Form.findOrFail(person.formId)
  const files = new StoredFiles()
  const gateDeliveries: number[] = []
  let done: { printed: boolean; oldPhoto: string | null; approve: boolean }
  try {
    const changes = await storedIdentity(definition, form, values, files)
    done = await db.transaction(async (trx) => {
      const held = await trx
        .from('organisation_people')
        .where({ id: person.id, organisation_id: organisation.id, form_id: form.id })
        .whereNull('withdrawn_at')
        .update({ withdrawn_at: null })
      if (Number(Array.isArray(held) ? held[0] : held) !== 1) throw new Refused()
      await lockFormRow(trx, form.id)
      const current = await Form.query({ client: trx }).where('id', form.id).firstOrFail()
      if (current.state === 'rejected' || current.erasedAt) throw new Refused()
      const printed = await isPrinted(form.id, trx)
      if (printed) {
        const replaced = await replaceCardWithin(trx, form.id, 'name_change', {
          userId: null,
          version: current.cardVersion,
        })
        if (replaced.outcome.status !== 'replaced') throw new Refused()
        if (replaced.gateChange !== null) gateDeliveries.push(replaced.gateChange)
      }
      const fresh = await Form.query({ client: trx }).where('id', form.id).firstOrFail()
      const oldPhoto = fresh.photoPath
      fresh.merge(changes)
      await fresh.useTransaction(trx).save()
      await recordHistory(trx, {
        formId: form.id,
        userId: null,
        type: 'updated',
        data: { substitution: true, organisation: organisation.id, cardReplaced: printed },
      })
      await closeOpenRounds(trx, form.id)
      const approve = approvesAutomatically(organisation, fresh.photoPath)
      if (!approve) {
        const back = await returnToWaiting(trx, form.id, null, 'substitution')
        if (back.gateDelivery !== null) gateDeliveries.push(back.gateDelivery)
      }
      return { printed, oldPhoto, approve: approve && fresh.state === 'waiting' }
    })
  } catch (error) {
    await files.discard()
    if (error instanceof Refused) return 'refused'
    throw error
  }
  await dispatchGateDeliveries(gateDeliveries)
  if (done.oldPhoto) await deleteStoredFiles([done.oldPhoto])
  if (done.approve) await changeState([form.id], definition.slug, 'approved', null)
  await queueChecks(form.id, files.keys.length > 0)
  return done.printed ? 'replaced' : 'substituted'
}

/** The new person's identity as columns, their files stored (before any row is written). */
async function storedIdentity(
  definition: FormTypeDefinition,
  form: Form,
  values: Record<string, unknown>,
  files: StoredFiles
) {
  const changes: Record<string, unknown> = {}
  for (const spec of fieldsOf(definition)) {
    if (!SUBSTITUTED_FIELDS.includes(spec.name)) continue
    const stored = await kindOf(spec).columnValue(spec, values[spec.name], {
      files,
      folder: `forms/${form.createdAt.year}/${definition.slug}`,
      keepMissingFiles: false,
    })
    changes[propOf(spec)] = stored ?? null
  }
  return changes
}

/** The review's checks for the new person; a queue hiccup never undoes the substitution. */
async function queueChecks(formId: number, newPhoto: boolean) {
  try {
    await CheckDuplicatesJob.dispatch({ formId })
    if (newPhoto) await CheckPhotoJob.dispatch({ formId })
  } catch (error) {
    logger.error({ err: error, formId }, 'review checks not queued')
  }
}
