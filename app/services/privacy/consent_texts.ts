import { createHash } from 'node:crypto'

/** What an applicant consents to (a consent record's `kind` column). */
export const CONSENT_TOPICS = ['privacy', 'guardian'] as const
export type ConsentTopic = (typeof CONSENT_TOPICS)[number]

/**
 * The texts a public applicant accepts, by version. The words live in the
 * translation files under `privacy.consent_texts.<kind>_<version>`; the
 * current version of each also covers the privacy pages it links to
 * (`privacy.policy`, `privacy.consent`). Changing any of those words means
 * a new version here and new keys: a stored record keeps the version it
 * accepted, and that version's words stay readable. The digests catch an
 * edit made without a new version (a unit test compares them).
 */
export const CONSENT_TEXTS: Record<
  ConsentTopic,
  { current: string; versions: Record<string, { key: string; digest: Record<string, string> }> }
> = {
  privacy: {
    current: '2026-1',
    versions: {
      '2026-1': {
        key: 'privacy.consent_texts.privacy_2026_1',
        digest: { en: 'cf5d0e183fd9e1b3', es: 'ef8e57320ffff3a1' },
      },
    },
  },
  guardian: {
    current: '2026-1',
    versions: {
      '2026-1': {
        key: 'privacy.consent_texts.guardian_2026_1',
        digest: { en: '028f2d8a6fab89ec', es: '4bb1f62b0f140c7c' },
      },
    },
  },
}

/** The translation key of a kind's version (null for one this build does not know). */
export function consentTextKey(kind: ConsentTopic, version: string) {
  return CONSENT_TEXTS[kind]?.versions[version]?.key ?? null
}

/** The current version's key of each kind, for the public form's checkboxes. */
export function currentConsentKeys() {
  return Object.fromEntries(
    CONSENT_TOPICS.map((kind) => [kind, consentTextKey(kind, CONSENT_TEXTS[kind].current)!])
  ) as Record<ConsentTopic, string>
}

/**
 * A fingerprint of every word an applicant accepts with a kind's current
 * version in one language: the checkbox's text and the pages it points to.
 */
export function consentDigest(kind: ConsentTopic, translations: Record<string, string>): string {
  const key = consentTextKey(kind, CONSENT_TEXTS[kind].current)!
  const covered = Object.keys(translations)
    .filter(
      (name) =>
        name === key || name.startsWith('privacy.policy.') || name.startsWith('privacy.consent.')
    )
    .sort()
  const hash = createHash('sha256')
  for (const name of covered) hash.update(`${name}\u0000${translations[name]}\u0000`)
  return hash.digest('hex').slice(0, 16)
}
