import { ChangeRequestSchema } from '#database/schema'

/** Fields staff asked the applicant to change, with a reason each. */
export type MarkedFields = Record<string, string>

/** One round of "changes requested" on a waiting request (decision 0127). */
export default class ChangeRequest extends ChangeRequestSchema {
  get fieldMap(): MarkedFields {
    try {
      const value: unknown = JSON.parse(this.fields)
      if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
      return Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string'
        )
      )
    } catch {
      return {}
    }
  }
}
