import type { FormTypeDefinition } from '#forms/definition'
import { SPORTS, type Sport } from '#models/tournament'
import { ballboy } from '#forms/types/ballboy'
import { line } from '#forms/types/line'
import { volunteer } from '#forms/types/volunteer'
import { press } from '#forms/types/press'
import { accreditation, gaccreditation } from '#forms/types/accreditation'
import { gvolunteer } from '#forms/types/gvolunteer'
import { gpress } from '#forms/types/gpress'
import { player } from '#forms/types/player'
import { guest } from '#forms/types/guest'

/**
 * Every form type, by slug, in the order staff see them (menu, lists,
 * checkboxes). This is the only list of types: everything that names types,
 * sports, categories, file columns or detail tables derives from it when
 * asked, never from a copy made at load time.
 */
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

/** The category of a credential staff issue without a request (free passes). */
export const ISSUED_CATEGORY = 'free'

export function formType(slug: string): FormTypeDefinition | undefined {
  return Object.hasOwn(FORM_TYPES, slug) ? FORM_TYPES[slug] : undefined
}

export function formTypeList(): FormTypeDefinition[] {
  return Object.values(FORM_TYPES)
}

export function formTypeSlugs(): string[] {
  return Object.keys(FORM_TYPES)
}

/** The types a tournament of this sport can open to the public. */
export function formTypesOfSport(sport: Sport): string[] {
  return formTypeList()
    .filter((definition) => definition.sport === sport)
    .map((definition) => definition.slug)
}

/** Each sport with its types, for the screens that group them (menu, tournament form). */
export function formTypesBySport(): Record<Sport, string[]> {
  return Object.fromEntries(SPORTS.map((sport) => [sport, formTypesOfSport(sport)])) as Record<
    Sport,
    string[]
  >
}

/** Accreditation categories: the types' own, then the issued credentials'. */
export function formCategories(): string[] {
  return [...new Set(formTypeList().map((definition) => definition.category)), ISSUED_CATEGORY]
}

/**
 * A value computed from the registry once, and again only if the registry
 * changes (the slugs are the key), so a derived list never goes stale.
 */
export function derivedFromRegistry<T>(compute: () => T): () => T {
  let key: string | undefined
  let value: T
  return () => {
    const current = formTypeSlugs().join()
    if (key !== current) {
      value = compute()
      key = current
    }
    return value
  }
}
