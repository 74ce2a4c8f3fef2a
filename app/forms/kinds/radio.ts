import { choiceKind } from '#forms/kinds/choice'

/** One option from radio buttons: a choice, as a drop-down list is. */
export const radioKind = choiceKind
