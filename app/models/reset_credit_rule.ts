import { ResetCreditRuleSchema } from '#database/schema'

/** Columns a rule may select forms by, and the balances it may set. */
export const RESET_SOURCE_COLUMNS = ['category', 'type'] as const
export const RESET_TARGET_COLUMNS = ['credits', 'amount'] as const
export type ResetSourceColumn = (typeof RESET_SOURCE_COLUMNS)[number]
export type ResetTargetColumn = (typeof RESET_TARGET_COLUMNS)[number]

export default class ResetCreditRule extends ResetCreditRuleSchema {
  /** "press, line" → ['press', 'line']: trimmed, lower-case, no empties or repeats. */
  get sourceValueList(): string[] {
    return [
      ...new Set(
        this.sourceValues
          .split(',')
          .map((value) => value.trim().toLowerCase())
          .filter(Boolean)
      ),
    ]
  }
}
