import { BlacklistEntrySchema } from '#database/schema'

/** A full name refused at submit, lowercase (SPEC §5). */
export default class BlacklistEntry extends BlacklistEntrySchema {}
