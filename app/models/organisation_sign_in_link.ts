import { OrganisationSignInLinkSchema } from '#database/schema'

/** A mailed sign-in link of a manager: only its token's hash is stored; single use, short-lived. */
export default class OrganisationSignInLink extends OrganisationSignInLinkSchema {}
