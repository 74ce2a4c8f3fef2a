import type { FormTypeDefinition, Prefill, StoreHooks } from '#forms/definition'
import { playerTeamHooks } from '#services/players/player_team_hooks'
import { guestHooks } from '#services/players/guest_hooks'
import { returningPrefill } from '#services/players/returning_player'

type Behaviour = { hooks?: StoreHooks; prefill?: Prefill }

/**
 * What a form type does beyond storing its fields, by slug: rules that query
 * or mail (the player's limits, the guest links) and a public page's prefill.
 * Definitions (app/forms/types) stay data and never import services; a type
 * with no entry here only stores what it asks.
 */
const BEHAVIOURS: Record<string, Behaviour> = {
  player: { hooks: playerTeamHooks, prefill: returningPrefill },
  guest: { hooks: guestHooks },
}

export function behaviourOf(definition: Pick<FormTypeDefinition, 'slug'>): Behaviour {
  return Object.hasOwn(BEHAVIOURS, definition.slug) ? BEHAVIOURS[definition.slug] : {}
}

/** The slugs with a behaviour (a unit test checks each is a registry type). */
export function slugsWithBehaviour(): string[] {
  return Object.keys(BEHAVIOURS)
}
