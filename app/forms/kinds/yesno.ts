import vine from '@vinejs/vine'
import { isUnanswered } from '#forms/kinds/blank'
import type { FieldKindBehaviour } from '#forms/kinds/kind'
import { yesNoAnswer } from '#forms/kinds/yes_no_answer'

/** A yes/no question: unanswered (an optional one) is stored as no. */
export const yesnoKind: FieldKindBehaviour = {
  ...yesNoAnswer,
  rule: () => vine.boolean(),
  /** No: the fewest follow-up questions. */
  example: () => 'false',
  columnValue: (_field, value) => (isUnanswered(value) ? false : value),
}
