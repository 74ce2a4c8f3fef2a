import type { Credential } from '#services/credentials/credential'
import type { PartnerScope } from '#services/partners/partner_scopes'
import { storedMoment } from '#support/sql_time'

/**
 * What a partner sees of a credential and of a request: the fields each
 * read scope lists, and nothing else (no document, birth date, address,
 * email or phone; a photo only with `photos:read`). Each shape is written
 * once, beside its JSON Schema, which the OpenAPI document publishes and the
 * tests hold real responses to.
 */

type Schema = Record<string, unknown>

const text = { type: 'string' }
const nullableText = { type: ['string', 'null'] }
const labels: Schema = {
  type: 'object',
  properties: { es: text, en: text },
  required: ['es', 'en'],
  additionalProperties: false,
}
const isoDay = { type: 'string', format: 'date' }
const version = {
  type: 'integer',
  minimum: 0,
  description: 'The number of its latest change: apply a state only if its version is newer.',
}

function object(properties: Record<string, unknown>, optional: string[] = []): Schema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    additionalProperties: false,
  }
}

/** A credential that left the partner's view (withdrawn, rejected, erased): its id alone. */
export const TOMBSTONE_SCHEMA = object({
  id: { type: 'integer' },
  version,
  deleted: { const: true },
})

export const CREDENTIAL_SCHEMA = object(
  {
    id: { type: 'integer' },
    version,
    tournamentId: { type: 'integer' },
    state: text,
    gateStatus: {
      type: ['string', 'null'],
      enum: ['pending', 'active', 'blocked', 'failed', null],
    },
    holder: object({
      name: text,
      lastName: text,
      organisation: nullableText,
      type: text,
      category: text,
      typeLabel: labels,
      categoryLabel: labels,
    }),
    zones: { type: 'array', items: text },
    validity: object({ kind: { enum: ['tournament', 'day_pass'] }, from: isoDay, to: isoDay }),
    card: object({ version: { type: 'integer' }, code: text }),
    rfid: nullableText,
    color: nullableText,
    photoUrl: nullableText,
  },
  ['photoUrl']
)

export const REQUEST_SCHEMA = object({
  id: { type: 'integer' },
  version,
  tournamentId: { type: 'integer' },
  type: text,
  category: text,
  state: { enum: ['waiting', 'approved', 'rejected'] },
  name: text,
  lastName: text,
  company: nullableText,
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: ['string', 'null'], format: 'date-time' },
})

export type Tombstone = { id: number; version: number; deleted: true }

export function tombstone(id: number, changeVersion: number): Tombstone {
  return { id, version: changeVersion, deleted: true }
}

/** A credential as a partner reads it (the gates' and badges' own facts). */
export function partnerCredential(
  credential: Credential,
  changeVersion: number,
  scopes: readonly string[]
) {
  const { holder } = credential
  return {
    id: credential.id,
    version: changeVersion,
    tournamentId: credential.tournament.id,
    state: credential.state,
    gateStatus: credential.gateStatus,
    holder: {
      name: holder.name,
      lastName: holder.lastName,
      organisation: holder.organisation,
      type: holder.type,
      category: holder.category,
      typeLabel: holder.typeLabel,
      categoryLabel: holder.categoryLabel,
    },
    zones: credential.zoneList,
    validity: { ...credential.validity },
    card: { version: credential.card.version, code: credential.card.code },
    rfid: credential.rfid,
    color: credential.color,
    ...(scopes.includes('photos:read' satisfies PartnerScope)
      ? {
          photoUrl: holder.photoPath ? `/api/v1/credentials/${credential.id}/photo` : null,
        }
      : {}),
  }
}

function isoMoment(raw: unknown): string | null {
  return storedMoment(raw)?.toISOString() ?? null
}

/** A request (any state) as a partner reads it, from its `forms` row. */
export function partnerRequest(row: Record<string, any>, changeVersion: number) {
  return {
    id: Number(row.id),
    version: changeVersion,
    tournamentId: Number(row.tournament_id),
    type: String(row.type),
    category: String(row.category),
    state: String(row.state) as 'waiting' | 'approved' | 'rejected',
    name: String(row.name),
    lastName: String(row.last_name),
    company: row.company ? String(row.company) : null,
    createdAt: isoMoment(row.created_at) ?? new Date(0).toISOString(),
    updatedAt: isoMoment(row.updated_at),
  }
}

/** The columns `partnerRequest` reads. */
export const REQUEST_COLUMNS = [
  'forms.id',
  'forms.tournament_id',
  'forms.type',
  'forms.category',
  'forms.state',
  'forms.name',
  'forms.last_name',
  'forms.company',
  'forms.created_at',
  'forms.updated_at',
]
