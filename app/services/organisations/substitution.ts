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
import { replaceCard } from '#services/badges/card_replacement'
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

/**
 * Another person takes a withdrawn-to-be person's place. Before the card is
 * printed it is a name change of the request; after, the printed card is
 * replaced through the credential module (reason `name_change`: a new code,
 * the old card refused everywhere, the gates told), then the identity changes.
 * The duplicate-person and photo checks run again for the new person.
 */
export async function substitutePerson(
  organisation: Organisation,
  definition: FormTypeDefinition,
  formId: number,
  values: Record<string, unknown>
): Promise<SubstitutionOutcome> {
  const form = await Form.findOrFail(formId)
  if (form.state === 'rejected' || form.erasedAt) return 'refused'
  const wasPrinted = await isPrinted(form.id)
  if (wasPrinted) {
    const outcome = await replaceCard(form.id, 'name_change', {
      userId: null,
      scope: {
        types: null,
        currentOnly: false,
        restaurantId: null,
        tournamentId: organisation.tournamentId,
      },
      version: form.cardVersion,
    })
    if (outcome.status !== 'replaced') return 'refused'
  }
  const files = new StoredFiles()
  const oldPhoto = form.photoPath
  try {
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
    await db.transaction(async (trx) => {
      const fresh = await Form.query({ client: trx }).where('id', form.id).firstOrFail()
      fresh.merge(changes)
      await fresh.useTransaction(trx).save()
      await recordHistory(trx, {
        formId: form.id,
        userId: null,
        type: 'updated',
        data: { substitution: true, organisation: organisation.id, cardReplaced: wasPrinted },
      })
    })
  } catch (error) {
    await files.discard()
    throw error
  }
  if (oldPhoto) await deleteStoredFiles([oldPhoto])
  await queueChecks(form.id, files.keys.length > 0)
  return wasPrinted ? 'replaced' : 'substituted'
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
