import { OrganisationPersonSchema } from '#database/schema'

/** A request an organisation entered, holding one place of a quota until withdrawn. */
export default class OrganisationPerson extends OrganisationPersonSchema {}
