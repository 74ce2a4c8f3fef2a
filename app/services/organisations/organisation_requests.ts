import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as vineErrors } from '@vinejs/vine'
import type Form from '#models/form'
import type Organisation from '#models/organisation'
import { DateTime } from 'luxon'
import type OrganisationQuota from '#models/organisation_quota'
import { WHOLE_TOURNAMENT } from '#models/organisation_quota'
import Tournament from '#models/tournament'
import OrganisationPerson from '#models/organisation_person'
import { formType } from '#forms/registry'
import type { FormTypeDefinition } from '#forms/definition'
import type { Locale } from '#config/i18n'
import { submitForm } from '#services/forms/form_submission'
import { changeState } from '#services/forms/form_state'
import { QuotaFullError, takePlace } from '#services/organisations/quotas'
import { commitWithoutWaitingForDisk } from '#services/infrastructure/asynchronous_commit'

export type OrganisationRequestInput = {
  organisation: Organisation
  /** The quota the person takes a place of (its form type is the category's form). */
  quota: OrganisationQuota
  /** The person's fields, validated by the quota's form type (`personValidator`). */
  values: Record<string, unknown>
  locale: Locale
  /** The manager who entered it; null for an API partner or staff. */
  managerId?: number | null
  /** The organisation's tournament, when the caller holds it already (an upload's rows). */
  tournament?: Tournament
  /** The review's checks: see `Submission.checks` (a bulk upload queues them after its rows). */
  checks?: 'queued' | 'now' | 'caller'
  /**
   * A row of a bulk upload, whose record the caller commits last: the row's
   * commit does not wait for the disk (`commitWithoutWaitingForDisk`).
   */
  batchRow?: boolean
}

export type OrganisationRequestOutcome =
  | { status: 'created'; form: Form; approved: boolean }
  | { status: 'full'; places: number; used: number }
  /** A current person of the same organisation already holds this document. */
  | { status: 'listed' }
  /** The same submission key was already stored (double click, retry). */
  | { status: 'repeated' }

/**
 * The organisation's approval rule for a person it enters (added or
 * substituted): an organisation that approves automatically has a complete
 * request (with its photo) approved at once; anything else waits for review.
 */
export function approvesAutomatically(
  organisation: Pick<Organisation, 'autoApprove'>,
  photoPath: string | null
) {
  return organisation.autoApprove && !!photoPath
}

/** The form type of a quota, or undefined when the registry no longer has it. */
export function quotaFormType(quota: Pick<OrganisationQuota, 'formType'>) {
  return formType(quota.formType)
}

/**
 * Creates a request for an organisation within its quota: the request is
 * the category's form (stored like a public submit: files, detail, history,
 * the duplicate-person and photo checks queued), with the organisation's
 * name as company and the quota's permission template, and takes one place
 * of the quota in the same transaction (over quota, or a document one of
 * the organisation's current people already holds: nothing is stored).
 * An organisation that approves automatically has a complete request (with
 * its photo) approved at once; the checks still flag it for staff.
 */
export async function createOrganisationRequest(
  input: OrganisationRequestInput
): Promise<OrganisationRequestOutcome> {
  const { organisation, quota } = input
  const definition = quotaFormType(quota)
  if (!definition || quota.organisationId !== organisation.id)
    throw new Error(`quota ${quota.id} is not one of organisation ${organisation.id}'s`)
  const tournament =
    input.tournament?.id === organisation.tournamentId
      ? input.tournament
      : await Tournament.findOrFail(organisation.tournamentId)
  let form: Form | null
  try {
    form = await submitForm({
      definition,
      tournament,
      values: input.values,
      locale: input.locale,
      downloaded: [],
      kind: accreditationGroup(definition, organisation),
      checks: input.checks,
      organisation: {
        formValues: {
          company: organisation.name,
          permissionId: quota.permissionId,
          ...dayPassOf(quota),
        },
        withinTransaction: (trx, created) => holdPlace(trx, input, created.id),
      },
    })
  } catch (error) {
    if (error instanceof QuotaFullError) return { status: 'full', ...error.quota }
    if (error instanceof DocumentListedError) return { status: 'listed' }
    throw error
  }
  if (!form) return { status: 'repeated' }
  const approved = approvesAutomatically(organisation, form.photoPath)
  if (approved) await changeState([form.id], definition.slug, 'approved', null)
  return { status: 'created', form, approved }
}

/**
 * A day quota's place is a pass for that day, whatever the type: the
 * credential reads the request's own day-pass days (decision 0290).
 */
function dayPassOf(quota: OrganisationQuota) {
  if (quota.day === WHOLE_TOURNAMENT) return {}
  const day = DateTime.fromISO(quota.day)
  return { dayPassFrom: day, dayPassTo: day }
}

/** The accreditation group of a type whose public path names one, from the organisation's kind. */
const GROUP_OF_KIND: Record<string, string> = {
  sponsor: 'patrocinadores',
  supplier: 'proveedores',
  caterer: 'proveedores',
  security: 'seguridad',
  cleaning: 'servicios',
}

function accreditationGroup(definition: FormTypeDefinition, organisation: Organisation) {
  if (!definition.publicPath.includes(':kind')) return undefined
  return GROUP_OF_KIND[organisation.kind] ?? 'organizacion'
}

async function holdPlace(
  trx: TransactionClientContract,
  input: OrganisationRequestInput,
  formId: number
) {
  if (input.batchRow) await commitWithoutWaitingForDisk(trx)
  const document = input.values.document
  if (typeof document === 'string' && document) {
    if (await documentListed(trx, input.organisation, formId, document))
      throw new DocumentListedError()
  }
  await takePlace(trx, input.quota.id)
  await OrganisationPerson.create(
    {
      organisationId: input.organisation.id,
      quotaId: input.quota.id,
      formId,
      managerId: input.managerId ?? null,
      withdrawnAt: null,
    },
    { client: trx }
  )
}

class DocumentListedError extends Error {}

/**
 * One person, one place: a document a current person (not withdrawn, not
 * erased) of the same organisation holds is refused, so an upload repeated
 * or a person added twice does not use two places. Another organisation's
 * person or a public request with it is no refusal: the review flags it.
 * Compared as typed, upper- or lower-cased (the `document` index serves it).
 */
async function documentListed(
  trx: TransactionClientContract,
  organisation: Organisation,
  formId: number,
  document: string
) {
  const variants = [...new Set([document, document.toUpperCase(), document.toLowerCase()])]
  const row = await trx
    .from('forms')
    .join('organisation_people', 'organisation_people.form_id', 'forms.id')
    .where('forms.tournament_id', organisation.tournamentId)
    .whereIn('forms.document', variants)
    .whereNull('forms.erased_at')
    .whereNot('forms.id', formId)
    .where('organisation_people.organisation_id', organisation.id)
    .whereNull('organisation_people.withdrawn_at')
    .select('forms.id')
    .first()
  return !!row
}

/** The `listed` outcome as the refusal of the person's document field (the portal, the API). */
export function documentListedRefusal(message: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field: 'document', rule: 'listed', message }])
}
