import type { FormTypeDefinition } from '#forms/definition'
import { ballboy } from '#forms/types/ballboy'
import { line } from '#forms/types/line'
import { volunteer } from '#forms/types/volunteer'
import { press } from '#forms/types/press'
import { accreditation, gaccreditation } from '#forms/types/accreditation'
import { gvolunteer } from '#forms/types/gvolunteer'
import { gpress } from '#forms/types/gpress'
import { player } from '#forms/types/player'
import { guest } from '#forms/types/guest'

/** Every form type, by slug. */
export const FORM_TYPES: Record<string, FormTypeDefinition> = Object.fromEntries(
  [
    ballboy,
    line,
    player,
    guest,
    volunteer,
    press,
    accreditation,
    gvolunteer,
    gaccreditation,
    gpress,
  ].map((definition) => [definition.slug, definition])
)

export function formType(slug: string): FormTypeDefinition | undefined {
  return Object.hasOwn(FORM_TYPES, slug) ? FORM_TYPES[slug] : undefined
}
