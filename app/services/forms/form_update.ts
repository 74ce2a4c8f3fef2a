import { recheckDuplicatesOf } from '#services/review/duplicate_people'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Form from '#models/form'
import type Tournament from '#models/tournament'
import type { Locale } from '#config/i18n'
import type { FormTypeDefinition } from '#forms/definition'
import { rowsFromValues } from '#forms/form_rows'
import { staffValues } from '#forms/staff_fields'
import { StoredFiles } from '#services/files/stored_files'
import { behaviourOf } from '#services/forms/type_behaviour'
import { detailModel } from '#forms/definition'
import { recordHistory } from '#services/history/form_history'

/** Keys of stored files a change replaces, to delete once the change is committed. */
function replacedFiles(row: LucidRow, changes: Record<string, unknown>) {
  return Object.entries(changes)
    .filter(
      ([prop, value]) =>
        prop.endsWith('Path') && value && (row as any)[prop] && (row as any)[prop] !== value
    )
    .map(([prop]) => String((row as any)[prop]))
}

/** An edit of some fields only, by the applicant answering staff's requested changes. */
export type PartialUpdate = {
  only: string[]
  /** Runs first in the edit's transaction (marks the round answered, or throws to refuse). */
  within: (trx: TransactionClientContract) => Promise<void>
  /** Added to the "updated" history entry. */
  history: Record<string, unknown>
}

/**
 * A staff edit (PUT, or POST with _method put), or with `partial` the
 * applicant's answer to requested changes: new files
 * stored first, then form and detail updated in one transaction with an
 * "updated" log naming the changed fields; replaced files are deleted after
 * the commit, new ones removed if it fails.
 */
export async function updateForm(
  definition: FormTypeDefinition,
  form: Form,
  values: Record<string, unknown>,
  userId: number | null,
  tournament: Tournament,
  locale: Locale,
  partial?: PartialUpdate
) {
  const files = new StoredFiles()
  const Detail = await detailModel(definition)
  try {
    const { formRow, detailRow } = await rowsFromValues(
      definition,
      values,
      files,
      tournament.year,
      {
        keepMissingFiles: true,
        only: partial?.only,
      }
    )
    const detail = await Detail.query().where('formId', form.id).firstOrFail()
    const obsolete = [...replacedFiles(form, formRow), ...replacedFiles(detail, detailRow)]
    const changed = await db.transaction(async (trx) => {
      await partial?.within(trx)
      /** An applicant's answer changes no place of a player's (`changeableFields`): no hook. */
      if (!partial)
        await behaviourOf(definition).hooks?.beforeUpdate?.({
          trx,
          tournament,
          values,
          formRow,
          detailRow,
          locale,
          userId: userId ?? undefined,
          form,
          detail,
        })
      /** The applicant never sets the credential fields. */
      const staff = partial ? {} : staffValues(values, { editing: true })
      form.useTransaction(trx).merge({ ...formRow, ...staff })
      detail.useTransaction(trx).merge(detailRow)
      const names = [...Object.keys(form.$dirty), ...Object.keys(detail.$dirty)].filter(
        (name) => name !== 'updatedAt'
      )
      await form.save()
      await detail.save()
      await recordHistory(trx, {
        formId: form.id,
        userId,
        type: 'updated',
        data: { changed: names, ...partial?.history },
      })
      return names
    })
    await Promise.allSettled(obsolete.map((key) => drive.use().delete(key)))
    await recheckDuplicatesOf(form.id)
    return changed
  } catch (error) {
    await files.discard()
    throw error
  }
}
