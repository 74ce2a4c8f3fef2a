import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { OrganisationManagerSchema } from '#database/schema'
import Organisation from '#models/organisation'

/** A contact of an organisation who signs in to its portal by a mailed link (no staff account). */
export default class OrganisationManager extends OrganisationManagerSchema {
  @belongsTo(() => Organisation)
  declare organisation: BelongsTo<typeof Organisation>
}
