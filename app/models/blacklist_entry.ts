import { BlacklistEntrySchema } from '#database/schema'

/** A full name refused at submit, lowercase. */
export default class BlacklistEntry extends BlacklistEntrySchema {}
