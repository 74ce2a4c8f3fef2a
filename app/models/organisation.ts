import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { OrganisationSchema } from '#database/schema'
import Tournament from '#models/tournament'
import OrganisationManager from '#models/organisation_manager'
import OrganisationQuota from '#models/organisation_quota'

/** What an organisation is, for staff lists and its badge of kind. */
export const ORGANISATION_KINDS = [
  'broadcaster',
  'press_agency',
  'federation',
  'caterer',
  'security',
  'cleaning',
  'sponsor',
  'supplier',
  'other',
] as const
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number]

/** A company or body of a tournament that accredits its own people within quotas. */
export default class Organisation extends OrganisationSchema {
  @belongsTo(() => Tournament)
  declare tournament: BelongsTo<typeof Tournament>

  @hasMany(() => OrganisationManager)
  declare managers: HasMany<typeof OrganisationManager>

  @hasMany(() => OrganisationQuota)
  declare quotas: HasMany<typeof OrganisationQuota>
}
