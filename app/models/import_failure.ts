import { ImportFailureSchema } from '#database/schema'

/** A row an import refused, with its reason already in the import's language. */
export default class ImportFailure extends ImportFailureSchema {}
