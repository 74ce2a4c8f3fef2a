import vine from '@vinejs/vine'
import type { FieldKindBehaviour } from '#forms/kinds/kind'
import { yesNoAnswer } from '#forms/kinds/yes_no_answer'

/** A checkbox to tick ("I am federated"): stored as whether it was ticked. */
export const acceptKind: FieldKindBehaviour = {
  ...yesNoAnswer,
  rule: () => vine.accepted(),
  example: () => 'true',
  columnValue: (_field, value) => value !== undefined,
}
