import type { Credential } from '#services/credentials/credential'
import type { Locale } from '#config/i18n'

/** The default band colour when neither staff nor the tournament chose one. */
const DEFAULT_COLOR = '#1e3a8a'

/** The credential's colour as its badge prints it: staff's choice, else its category's, else the default. */
export function passColor(credential: Credential): string {
  if (credential.color) return credential.color
  try {
    const colors = JSON.parse(credential.tournament.badgeColors) as Record<string, unknown>
    const color = colors[credential.holder.category]
    if (typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color)) return color
  } catch {}
  return DEFAULT_COLOR
}

/**
 * A pass is void when the card it carries no longer admits anyone: the
 * request is no longer approved, the organiser blocked it, or the card was
 * replaced since (its version is older than the credential's).
 */
export function passIsVoid(credential: Credential, cardVersion = credential.card.version) {
  return (
    credential.state !== 'approved' ||
    credential.gateStatus === 'blocked' ||
    cardVersion !== credential.card.version
  )
}

/** What both wallets show, in the holder's language: the badge's facts. */
export function passFields(credential: Credential, locale: Locale) {
  const { holder } = credential
  return {
    holder: `${holder.name} ${holder.lastName}`.trim(),
    category: holder.categoryLabel[locale],
    organisation: holder.organisation,
    zones: credential.zoneList.join(', '),
    validity:
      credential.validity.from === credential.validity.to
        ? credential.validity.from
        : `${credential.validity.from} – ${credential.validity.to}`,
    tournament: credential.tournament.name,
    code: credential.card.code,
    color: passColor(credential),
  }
}
