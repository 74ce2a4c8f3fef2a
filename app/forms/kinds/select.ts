import { choiceKind } from '#forms/kinds/choice'

/** One option from a drop-down list: a choice, as radio buttons are. */
export const selectKind = choiceKind
