import { PartnerTokenSchema } from '#database/schema'

/** A partner's API token: only the SHA-256 of its secret is kept (shown once when made). */
export default class PartnerToken extends PartnerTokenSchema {}
