import { choiceKind } from '#forms/kinds/choice'
import type { FieldKindBehaviour } from '#forms/kinds/kind'

/**
 * One option from a drop-down list: a choice, as radio buttons are. A link
 * may choose it in advance (the guest links page's "Add a guest" names the player).
 */
export const selectKind: FieldKindBehaviour = { ...choiceKind, presetByLink: true }
