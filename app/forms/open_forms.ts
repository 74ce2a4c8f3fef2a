import type Tournament from '#models/tournament'
import { formTypeList } from '#forms/registry'
import { ACCREDITATION_GROUPS } from '#forms/option_lists'
import {
  publicFormRoute,
  type PublicFormRouteName,
  type RouteTarget,
} from '#forms/public_form_routes'
import { takesRequests } from '#forms/public_form_context'

/** A link of the index page; `title` (a translation key) when it is not the form type's name. */
export type OpenFormLink = RouteTarget<PublicFormRouteName<'show'> | 'players.returning'> & {
  slug: string
  kind: string | null
  title?: string
}

/**
 * The public forms a tournament takes requests for, as links for the index
 * page: only forms a visitor can open (guests arrive through their player's
 * private link), plus a form's lookup page (last year's team members);
 * none outside the tournament's public forms window.
 */
export function openFormLinks(tournament: Tournament): OpenFormLink[] {
  const open = takesRequests(tournament) ? tournament.openFormTypeList : []
  return formTypeList()
    .filter(
      (definition) =>
        definition.sport === tournament.sport &&
        open.includes(definition.slug) &&
        !definition.signedLink
    )
    .flatMap((definition): OpenFormLink[] => {
      const route = publicFormRoute(definition.slug, 'show')
      const links: OpenFormLink[] = definition.publicPath.includes(':kind')
        ? ACCREDITATION_GROUPS.map((kind) => ({
            slug: definition.slug,
            kind,
            route,
            params: { kind },
          }))
        : [{ slug: definition.slug, kind: null, route, params: {} }]
      const lookup = definition.lookup
      if (lookup) links.push({ slug: definition.slug, kind: null, params: {}, ...lookup })
      return links
    })
}
