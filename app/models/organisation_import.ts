import { OrganisationImportSchema } from '#database/schema'

/** One row's outcome: created, or failed with its reason (in the manager's language). */
export type ImportRowResult = {
  line: number
  name: string
  outcome: 'created' | 'failed'
  reason?: string
  /** Created, but another request has the same document: staff see it as a possible duplicate. */
  possibleDuplicate?: boolean
}

/** A manager's spreadsheet upload and its row-level results. */
export default class OrganisationImport extends OrganisationImportSchema {
  get rowResults(): ImportRowResult[] {
    try {
      const parsed: unknown = JSON.parse(this.results)
      return Array.isArray(parsed) ? (parsed as ImportRowResult[]) : []
    } catch {
      return []
    }
  }
}
