/**
 * The texts a collector accepts when signing, by version. Changing a text's
 * words means a new version (and new translation keys): signed collectives
 * keep the version they accepted, and the receipt prints that version's words.
 */
export const PRIVACY_TEXT = { version: '2026-1', key: 'collection.acceptance.privacy_2026_1' }
export const GOLF_TEXT = { version: '2026-1', key: 'collection.acceptance.golf_2026_1' }

const KEYS_BY_VERSION: Record<string, Record<string, string>> = {
  privacy: { [PRIVACY_TEXT.version]: PRIVACY_TEXT.key },
  golf: { [GOLF_TEXT.version]: GOLF_TEXT.key },
}

/** The translation key of an accepted text's version (null for an unknown one). */
export function acceptanceKey(kind: 'privacy' | 'golf', version: string | null) {
  return version ? (KEYS_BY_VERSION[kind][version] ?? null) : null
}

/** The golf collection text applies when a golf credential is among the cards. */
export function needsGolfAcceptance(cards: { sport: string }[]) {
  return cards.some((card) => card.sport === 'golf')
}
