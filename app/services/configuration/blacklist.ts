import BlacklistEntry from '#models/blacklist_entry'

/** Matched on lowercase "name lastName", spaces collapsed. */
export function blacklistKey(name: string, lastName: string) {
  return `${name} ${lastName}`.trim().replace(/\s+/g, ' ').toLowerCase()
}

export async function isBlacklisted(name: string, lastName: string): Promise<boolean> {
  const entry = await BlacklistEntry.findBy('fullName', blacklistKey(name, lastName))
  return entry !== null
}
