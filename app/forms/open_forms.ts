import type Tournament from '#models/tournament'
import { FORM_TYPES } from '#forms/registry'
import { ACCREDITATION_KINDS } from '#forms/option_lists'

export type OpenFormLink = { slug: string; kind: string | null; path: string }

/** The public forms a tournament takes requests for, as links for the index page. */
export function openFormLinks(tournament: Tournament): OpenFormLink[] {
  const open = tournament.openFormTypeList
  return Object.values(FORM_TYPES)
    .filter((definition) => definition.sport === tournament.sport && open.includes(definition.slug))
    .flatMap((definition): OpenFormLink[] =>
      definition.publicPath.includes(':kind')
        ? ACCREDITATION_KINDS.map((kind) => ({
            slug: definition.slug,
            kind,
            path: definition.publicPath.replace(':kind', kind),
          }))
        : [{ slug: definition.slug, kind: null, path: definition.publicPath }]
    )
}
