import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import { derivedFromRegistry, formTypeList } from '#forms/registry'
import { ACCREDITATION_GROUPS } from '#forms/option_lists'
import type { FormTypeDefinition } from '#forms/definition'
import { isWithin, publicFormsWindow } from '#support/tournament_windows'

export type PublicFormContext = {
  definition: FormTypeDefinition
  tournament: Tournament | null
  kind?: string
  open: boolean
}

const byPattern = derivedFromRegistry(
  () => new Map(formTypeList().map((definition) => [definition.publicPath, definition]))
)

/**
 * Which form type a public route serves, for which tournament, and whether
 * it takes requests. Null means "page not found" (unknown accreditation group).
 */
export async function publicFormContext({
  route,
  params,
}: HttpContext): Promise<PublicFormContext | null> {
  const pattern = (route?.pattern ?? '').replace(/\/gracias$/, '')
  const definition = byPattern().get(pattern)
  if (!definition) return null
  const kind = definition.publicPath.includes(':kind') ? String(params.kind ?? '') : undefined
  if (kind !== undefined && !ACCREDITATION_GROUPS.includes(kind)) return null

  const tournament = await Tournament.currentOf(definition.sport)
  return {
    definition,
    tournament,
    kind,
    open: isOpen(definition, tournament),
  }
}

/**
 * A type takes requests when the current tournament lists it as open, within
 * the tournament's public forms window; the players' forms (team and guests)
 * also close with "player requests open".
 */
export function isOpen(definition: FormTypeDefinition, tournament: Tournament | null) {
  if (!tournament || !takesRequests(tournament)) return false
  if (!tournament.openFormTypeList.includes(definition.slug)) return false
  return !definition.closedPage || tournament.playersOpen
}

/** Whether today falls in the tournament's public forms window (its forms' first to last day). */
export function takesRequests(tournament: Tournament) {
  return isWithin(publicFormsWindow(tournament))
}
